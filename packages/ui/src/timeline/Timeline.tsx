import { Fragment, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { tagColors } from '../badge/stateColors';
import type { StateColor } from '../badge/stateColors';
import {
  Body,
  Bubble,
  Card,
  CardHead,
  Entry,
  List,
  Marker,
  MarkerText,
  Time,
  Title,
} from './Timeline.styles';

/** One event of a {@link Timeline}. */
export interface TimelineEvent {
  /** Stable key of the event. */
  id: string;
  title: ReactNode;
  /** When it happened, as shown (e.g. "09:40" or "3 hours ago"). */
  time: ReactNode;
  /** Machine-readable date or date-time of `time`, for assistive technology and search engines. */
  dateTime?: string;
  /** Details under the title: text, pictures, links. */
  body?: ReactNode;
  /** Decorative icon in the bubble on the rail. */
  icon?: ReactNode;
  /** Colour of the bubble. Default `default`, a muted grey. */
  tone?: StateColor | 'default';
  /** Events with the same group share one label above them (e.g. the day); a new value starts a new label. */
  group?: string;
}

/** Props of {@link Timeline}. */
export interface TimelineProps {
  events: readonly TimelineEvent[];
  /** Accessible name of the list. */
  label: string;
  /** Level of the group labels' headings; event titles sit one level below them. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

/**
 * A vertical timeline: events in order down a rail, each a card with its title, time and details beside a
 * coloured icon bubble, under a label for each group (usually the day).
 */
export function Timeline({ events, label, headingLevel = 3, className }: TimelineProps) {
  const theme = useTheme();
  const hasGroups = events.some((event) => event.group !== undefined);
  const groupHeading = `h${headingLevel}` as const;
  // Without group labels the titles take their level, so no heading level is skipped.
  const titleHeading = `h${hasGroups ? headingLevel + 1 : headingLevel}` as const;
  return (
    <List aria-label={label} className={className}>
      {events.map((event, index) => {
        const startsGroup = event.group !== undefined && event.group !== events[index - 1]?.group;
        const { fill, on } = tagColors(theme, event.tone ?? 'default');
        return (
          <Fragment key={event.id}>
            {startsGroup && (
              <Marker>
                <MarkerText as={groupHeading}>{event.group}</MarkerText>
              </Marker>
            )}
            <Entry>
              <Bubble aria-hidden="true" $fill={fill} $on={on}>
                {event.icon}
              </Bubble>
              <Card>
                <CardHead>
                  <Title as={titleHeading}>{event.title}</Title>
                  <Time dateTime={event.dateTime}>{event.time}</Time>
                </CardHead>
                {event.body !== undefined && <Body>{event.body}</Body>}
              </Card>
            </Entry>
          </Fragment>
        );
      })}
    </List>
  );
}
