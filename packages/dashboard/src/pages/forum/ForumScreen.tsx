import type { ReactNode } from 'react';
import { Icon, PageHeader, Pagination, Skeleton, useTranslation } from '@atrium/ui';
import { faComments } from '@fortawesome/free-solid-svg-icons';
import { RouterLink } from '../../shell/RouterLink';
import { ContentPanel } from '../misc/ContentPanel';
import { CountHeader, ForumTable, Pages, Problem, TableFrame } from './forum.styles';

/** Props of {@link ForumScreen}. */
export interface ForumScreenProps {
  /** The page's name under App Views (English; translated). */
  subtitle: string;
  /** Whether the forum's records are still loading or failed to. */
  state: { isPending: boolean; isError: boolean };
  /** Height of the placeholder while the forum loads, close to the page's own. */
  placeholderHeight: number;
  /** What to say when the forum or topic the address names is not there (already translated). */
  notFound?: string;
  children?: ReactNode;
}

/** The frame of the forum pages: the page header, then the content, or why there is none. */
export function ForumScreen({ subtitle, state, placeholderHeight, notFound, children }: ForumScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('App Views')} subtitle={t(subtitle)} icon={<Icon icon={faComments} />} />
      {state.isError ? (
        <ContentPanel title={t('Forum')}>
          <Problem role="alert">{t('The forum could not be loaded.')}</Problem>
        </ContentPanel>
      ) : state.isPending ? (
        <Skeleton variant="rectangle" height={placeholderHeight} />
      ) : notFound ? (
        <ContentPanel title={t('Not found')}>
          <p>
            {notFound} <RouterLink href="/forum">{t('Back to the board')}</RouterLink>
          </p>
        </ContentPanel>
      ) : (
        children
      )}
    </>
  );
}

/** Props of {@link ForumList}. */
export interface ForumListProps {
  /** Accessible name of the table. */
  label: string;
  /** Headers of the name column and the two count columns (English; translated). */
  name: string;
  counts: [string, string];
  /** The rows. */
  children: ReactNode;
}

/** A forum table: the name column, two count columns and the last post, scrolling inside its panel if need be. */
export function ForumList({ label, name, counts, children }: ForumListProps) {
  const { t } = useTranslation();
  return (
    <TableFrame>
      <ForumTable aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t(name)}</th>
            <CountHeader scope="col">{t(counts[0])}</CountHeader>
            <CountHeader scope="col">{t(counts[1])}</CountHeader>
            <CountHeader scope="col" $wide>
              {t('Last post')}
            </CountHeader>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </ForumTable>
    </TableFrame>
  );
}

/** Props of {@link ForumPages}. */
export interface ForumPagesProps {
  /** The page shown and how many there are, as `pageOf` gives them. */
  shown: { page: number; totalPages: number };
  totalItems: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** The page bar under a forum list. */
export function ForumPages({ shown, totalItems, pageSize, onChange }: ForumPagesProps) {
  return (
    <Pages>
      <Pagination
        page={shown.page}
        onChange={onChange}
        totalPages={shown.totalPages}
        totalItems={totalItems}
        pageSize={pageSize}
        showFirstLast={false}
        size="sm"
      />
    </Pages>
  );
}
