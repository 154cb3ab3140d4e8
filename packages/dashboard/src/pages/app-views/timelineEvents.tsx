import styled from 'styled-components';
import { Icon, type TimelineEvent } from '@atrium/ui';
import {
  faCamera,
  faCodeMerge,
  faComment,
  faListCheck,
  faPeopleGroup,
  faRocket,
  faTriangleExclamation,
  faUserPlus,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';
import type { TimelineEntry } from '../../api/appViewResources';
import { PersonAvatar } from '../dashboard-social/PersonAvatar';

/** Each kind of event's icon and bubble colour. */
const kinds: Record<TimelineEntry['kind'], { icon: IconDefinition; tone: TimelineEvent['tone'] }> = {
  release: { icon: faRocket, tone: 'success' },
  comment: { icon: faComment, tone: 'info' },
  merge: { icon: faCodeMerge, tone: 'primary' },
  meeting: { icon: faPeopleGroup, tone: 'default' },
  incident: { icon: faTriangleExclamation, tone: 'danger' },
  task: { icon: faListCheck, tone: 'primary' },
  member: { icon: faUserPlus, tone: 'success' },
  photo: { icon: faCamera, tone: 'warning' },
};

const Byline = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** The timeline's entries as the Timeline draws them: a label per day, an icon and colour per kind. */
export function timelineEvents(records: readonly TimelineEntry[], locale: string): TimelineEvent[] {
  // The demo's events are stored in UTC and read the same everywhere, whatever the visitor's time zone.
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return records.flatMap((entry): TimelineEvent[] => {
    const at = new Date(entry.at);
    if (Number.isNaN(at.getTime())) return [];
    const kind = kinds[entry.kind];
    return [
      {
        id: entry.id,
        group: day.format(at),
        title: entry.title,
        time: time.format(at),
        dateTime: entry.at,
        tone: kind.tone,
        icon: <Icon icon={kind.icon} />,
        body: (
          <>
            <Byline>
              <PersonAvatar picture={entry.actor.picture ?? ''} size={24} />
              {entry.actor.name}
            </Byline>
            {entry.text !== undefined && <p>{entry.text}</p>}
          </>
        ),
      },
    ];
  });
}
