import { useMemo, useState } from 'react';
import { faCalendarDays, faPlus } from '@fortawesome/free-solid-svg-icons';
import { Alert, EventCalendar, Icon, PageHeader, Widget, useTranslation } from '@atrium/ui';
import styled from 'styled-components';
import { calendarEventResource } from '../../api/resourceDefinitions';
import { useResourceList, useResourceMutations } from '../../data/useResource';
import { AddEventForm } from './AddEventForm';
import { newEventId, toCalendarEntries, toStoredEvent, type NewCalendarEvent } from './calendarEventEntries';

// The add-event panel beside the calendar as in the original; one column once the calendar would get cramped.
const CalendarLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 1fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Calendar: the events of the `events` resource by month, week or day, and a panel that adds events. */
export default function CalendarPage() {
  const { t } = useTranslation();
  // One "now" per visit, so the demo's events and today's marker never disagree after midnight.
  const [now] = useState(() => new Date());
  const list = useResourceList(calendarEventResource);
  const { create } = useResourceMutations(calendarEventResource);
  const { entries, skipped } = useMemo(
    () => toCalendarEntries(list.data?.records ?? [], now),
    [list.data, now],
  );
  const strings = useMemo(
    () => ({
      today: t('Today'),
      previous: t('Previous'),
      next: t('Next'),
      month: t('Month'),
      week: t('Week'),
      day: t('Day'),
      views: t('Calendar view'),
      allDay: t('All day'),
      more: (count: number) => t('+{count} more', { count }),
      close: t('Close'),
      noDescription: t('no description'),
    }),
    [t],
  );
  const add = (draft: NewCalendarEvent) => create.mutate(toStoredEvent(draft, now, newEventId()));
  return (
    <>
      <PageHeader title={t('Calendar')} icon={<Icon icon={faCalendarDays} />} />
      {list.isError && <Alert variant="warning">{t('The events could not be loaded.')}</Alert>}
      {skipped > 0 && (
        <Alert variant="info">
          {t('{count} events with unreadable dates are not shown.', { count: skipped })}
        </Alert>
      )}
      <CalendarLayout>
        <Widget defaultTitle={t('Add Events')} icon={<Icon icon={faPlus} />}>
          <AddEventForm onAdd={add} />
        </Widget>
        <Widget defaultTitle={t('My Events')} icon={<Icon icon={faCalendarDays} />}>
          <EventCalendar entries={entries} now={() => now} strings={strings} />
        </Widget>
      </CalendarLayout>
    </>
  );
}
