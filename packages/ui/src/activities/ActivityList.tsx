import { useId } from 'react';
import { VisuallyHidden } from 'react-aria';
import { formatRelativeTime, useTranslation } from '../i18n';
import { ProgressBar } from '../progress-bar';
import { parseActivityTime, type ActivityTimeFormatter } from './formatActivityTime';
import { safeUrl } from '../html-sanitizer/safeUrl';
import { Avatar, Content, Entry, Heading, List, Teaser, Time, Title } from './ActivityList.styles';

/** One entry of an activity type: a message, a notification or a task. */
export interface ActivityItem {
  id: string;
  title: string;
  /** Text of the entry; the list shows its first two lines. */
  body?: string;
  /** When it happened, as an ISO 8601 string. */
  time: string;
  /** URL of a picture such as the sender's avatar; decorative, since the title names the entry. */
  picture?: string;
  isUnread?: boolean;
  /** Completion of a task in percent (0–100); draws a small progress bar. */
  progress?: number;
  /** Where the entry leads; makes its title a link. */
  href?: string;
}

/** Props of {@link ActivityList}. */
export interface ActivityListProps {
  items: readonly ActivityItem[];
  /** Reference time for relative times; the current time when omitted. */
  now?: Date;
  /** Formats an entry's time; relative time in the current language ("5 minutes ago") by default. */
  formatTime?: ActivityTimeFormatter;
  /** Read by screen readers before an unread entry's title. Default "Unread". */
  unreadLabel?: string;
  'aria-label'?: string;
  className?: string;
}

/** A list of activity entries with picture, title, teaser, relative time, unread mark and task progress. */
export function ActivityList({
  items,
  now,
  formatTime,
  unreadLabel,
  'aria-label': ariaLabel,
  className,
}: ActivityListProps) {
  const { t, locale } = useTranslation();
  const reference = now ?? new Date();
  const timeFormatter: ActivityTimeFormatter =
    formatTime ?? ((time, at) => formatRelativeTime(time, at, locale));
  return (
    <List aria-label={ariaLabel} className={className}>
      {items.map((item) => (
        <ActivityEntry
          key={item.id}
          item={item}
          now={reference}
          formatTime={timeFormatter}
          unreadLabel={unreadLabel ?? t('Unread')}
        />
      ))}
    </List>
  );
}

interface ActivityEntryProps {
  item: ActivityItem;
  now: Date;
  formatTime: ActivityTimeFormatter;
  unreadLabel: string;
}

function ActivityEntry({ item, now, formatTime, unreadLabel }: ActivityEntryProps) {
  const titleId = useId();
  const time = parseActivityTime(item.time);
  const isUnread = item.isUnread ?? false;
  const href = safeUrl(item.href);
  return (
    <Entry $isUnread={isUnread}>
      {item.picture && <Avatar src={item.picture} alt="" width={36} height={36} loading="lazy" />}
      <Content>
        <Heading>
          <Title id={titleId} $isUnread={isUnread}>
            {isUnread && <VisuallyHidden>{`${unreadLabel}: `}</VisuallyHidden>}
            {href ? <a href={href}>{item.title}</a> : item.title}
          </Title>
          {time && <Time dateTime={item.time}>{formatTime(time, now)}</Time>}
        </Heading>
        {item.body && <Teaser>{item.body}</Teaser>}
        {item.progress !== undefined && (
          <ProgressBar
            value={Math.min(100, Math.max(0, item.progress))}
            size="thin"
            variant={item.progress >= 100 ? 'success' : 'primary'}
            aria-labelledby={titleId}
          />
        )}
      </Content>
    </Entry>
  );
}
