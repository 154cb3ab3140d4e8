import { useMemo, useState } from 'react';
import {
  Icon,
  Label,
  PageHeader,
  Pagination,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  useTranslation,
} from '@atrium/ui';
import { faClock, faComments, faNewspaper } from '@fortawesome/free-solid-svg-icons';
import { blogPostResource, type BlogPost } from '../../api/appViewResources';
import { useResourceList } from '../../data/useResource';
import { PersonAvatar } from '../dashboard-social/PersonAvatar';
import { ContentPanel } from '../misc/ContentPanel';
import {
  Columns,
  Excerpt,
  Meta,
  Picture,
  Post,
  PostTitle,
  Posts,
  Problem,
  Recent,
  SideBlock,
  SideHeading,
  Tags,
} from './BlogPage.styles';

const newestFirst = { sort: { field: 'published', order: 'desc' } } as const;
/** Posts on a page: enough to scan, short enough to reach the page bar. */
const pageSize = 4;
const allTags = 'all';

/** App Views › Blog: the team's posts, newest first, four a page, narrowed by tag from the side column. */
export default function BlogPage() {
  const { t, locale } = useTranslation();
  const list = useResourceList(blogPostResource, newestFirst);
  const [tag, setTag] = useState<Set<string | number>>(new Set([allTags]));
  const [page, setPage] = useState(1);
  const posts = useMemo(() => list.data?.records ?? [], [list.data]);
  const tags = useMemo(() => [...new Set(posts.flatMap((post) => post.tags))].sort(), [posts]);
  const chosen = String([...tag][0] ?? allTags);
  const shown = posts.filter((post) => chosen === allTags || post.tags.includes(chosen));
  const totalPages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, totalPages);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const chooseTag = (keys: Set<string | number>) => {
    setTag(keys);
    setPage(1);
  };
  return (
    <>
      <PageHeader title={t('App Views')} subtitle={t('Blog')} icon={<Icon icon={faNewspaper} />} />
      <ContentPanel title={t('Team blog')}>
        {list.isError ? (
          <Problem role="alert">{t('The posts could not be loaded.')}</Problem>
        ) : (
          <Columns>
            <div>
              {list.isPending ? (
                <Skeleton variant="rectangle" height={760} />
              ) : (
                <Posts aria-label={t('Posts')}>
                  {shown.slice((current - 1) * pageSize, current * pageSize).map((post) => (
                    <li key={post.id}>
                      <BlogEntry post={post} published={date.format(new Date(post.published))} />
                    </li>
                  ))}
                </Posts>
              )}
              <Pagination
                page={current}
                onChange={setPage}
                totalPages={totalPages}
                totalItems={shown.length}
                pageSize={pageSize}
                showFirstLast={false}
                size="sm"
              />
            </div>
            <aside aria-label={t('Blog navigation')}>
              <SideBlock aria-label={t('Tags')}>
                <SideHeading>{t('Tags')}</SideHeading>
                <ToggleButtonGroup
                  aria-label={t('Show posts tagged')}
                  selectionMode="single"
                  disallowEmptySelection
                  selectedKeys={tag}
                  onSelectionChange={chooseTag}
                  orientation="vertical"
                  isBlock
                >
                  <ToggleButton id={allTags} size="sm" selectedVariant="primary">
                    {t('All')}
                  </ToggleButton>
                  {tags.map((name) => (
                    <ToggleButton key={name} id={name} size="sm" selectedVariant="primary">
                      {name}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </SideBlock>
              <SideBlock aria-label={t('Most discussed')}>
                <SideHeading>{t('Most discussed')}</SideHeading>
                <Recent>
                  {[...posts]
                    .sort((a, b) => (b.comments ?? 0) - (a.comments ?? 0))
                    .slice(0, 4)
                    .map((post) => (
                      <li key={post.id}>
                        {post.title}
                        <span>{t('{count} comments', { count: post.comments ?? 0 })}</span>
                      </li>
                    ))}
                </Recent>
              </SideBlock>
            </aside>
          </Columns>
        )}
      </ContentPanel>
    </>
  );
}

function BlogEntry({ post, published }: { post: BlogPost; published: string }) {
  const { t } = useTranslation();
  return (
    <Post aria-labelledby={`${post.id}-title`}>
      {post.image && (
        <Picture
          src={post.image.src}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <PostTitle id={`${post.id}-title`}>{post.title}</PostTitle>
        <Meta>
          <span>
            <PersonAvatar picture={post.author.picture ?? ''} size={20} />
            {post.author.name}
          </span>
          <time dateTime={post.published}>{published}</time>
          {post.minutes !== undefined && (
            <span>
              <Icon icon={faClock} />
              {t('{count} min read', { count: post.minutes })}
            </span>
          )}
          {post.comments !== undefined && (
            <span>
              <Icon icon={faComments} />
              {t('{count} comments', { count: post.comments })}
            </span>
          )}
        </Meta>
        <Excerpt>{post.excerpt}</Excerpt>
        <Tags aria-label={t('Tags')}>
          {post.tags.map((name) => (
            <li key={name}>
              <Label variant="info">{name}</Label>
            </li>
          ))}
        </Tags>
      </div>
    </Post>
  );
}
