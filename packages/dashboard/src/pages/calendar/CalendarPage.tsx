import { useMemo, useState } from 'react';
import { faCalendarDays, faPlus } from '@fortawesome/free-solid-svg-icons';
import {
  Alert,
  Button,
  EventCalendar,
  Icon,
  PageHeader,
  Widget,
  useTranslation,
  type CalendarEntry,
} from '@atrium/ui';
import styled from 'styled-components';
import { calendarEventResource, type CalendarEvent } from '../../api/resourceDefinitions';
import { useResourceList, useResourceMutations } from '../../data/useResource';
import { useDateFnsLocale } from '../../i18n/useDateFnsLocale';
import { AddEventForm } from './AddEventForm';
import {
  newEventId,
  toCalendarEntries,
  toStoredEvent,
  toStoredTimes,
  type NewCalendarEvent,
} from './calendarEventEntries';

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
  const dateLocale = useDateFnsLocale();
  // One "now" per visit, so the demo's events and today's marker never disagree after midnight.
  const [now] = useState(() => new Date());
  const list = useResourceList(calendarEventResource);
  const { create, update, remove } = useResourceMutations(calendarEventResource);
  // The stored record of the event deleted last, so Undo can put it back as it was.
  const [deleted, setDeleted] = useState<CalendarEvent | null>(null);
  // The title of an event whose move the backend refused; the calendar already shows it back in place.
  const [refusedMove, setRefusedMove] = useState<string | null>(null);
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
      dayLabel: (date: string, count: number) =>
        count === 0
          ? date
          : count === 1
            ? t('{date}, 1 event', { date })
            : t('{date}, {count} events', { date, count }),
      eventsOn: (date: string) => t('Events on {date}', { date }),
      close: t('Close'),
      noDescription: t('no description'),
      deleteEvent: t('Delete event'),
      dragInstructions: t(
        'To move this event, press Space, use the arrow keys to reach another day or hour, then press Space or Enter to drop it, or Escape to cancel. Press Enter to open it.',
      ),
      resizeHandle: (title: string) => t('Change when {title} ends', { title }),
      pickedUp: (title: string) => t('Picked up {title}.', { title }),
      over: (title: string, place: string) => t('{title} is over {place}.', { title, place }),
      notOver: (title: string) => t('{title} is not over a day.', { title }),
      dropped: (title: string, place: string) => t('{title} moved to {place}.', { title, place }),
      cancelled: (title: string) => t('Moving {title} was cancelled; it is back where it was.', { title }),
      resizePickedUp: (title: string, time: string) =>
        t('Picked up the end of {title}, now {time}.', { title, time }),
      endOver: (title: string, time: string) => t('{title} would end at {time}.', { title, time }),
      endDropped: (title: string, time: string) => t('{title} now ends at {time}.', { title, time }),
    }),
    [t],
  );
  const change = (next: CalendarEntry, previous: CalendarEntry) => {
    setRefusedMove(null);
    update.mutate(
      { id: next.id, changes: toStoredTimes(next, now) },
      { onError: () => setRefusedMove(previous.title) },
    );
  };
  const deleteEntry = (entry: CalendarEntry) => {
    const record = list.data?.records.find((event) => String(event.id) === entry.id);
    if (!record) return;
    setDeleted(null);
    remove.mutate(entry.id, { onSuccess: () => setDeleted(record) });
  };
  const undoDelete = () => {
    if (deleted) create.mutate(deleted);
    setDeleted(null);
  };
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
      {refusedMove !== null && (
        <Alert variant="danger" isDismissible closeLabel={t('Close')} onDismiss={() => setRefusedMove(null)}>
          {t('The change to {title} could not be saved; it is back where it was.', { title: refusedMove })}
        </Alert>
      )}
      {deleted !== null && (
        <Alert variant="success" isDismissible closeLabel={t('Close')} onDismiss={() => setDeleted(null)}>
          {t('Deleted {title}.', { title: deleted.title })}{' '}
          <Button variant="link" onPress={undoDelete}>
            {t('Undo')}
          </Button>
        </Alert>
      )}
      <CalendarLayout>
        <Widget defaultTitle={t('Add Events')} icon={<Icon icon={faPlus} />}>
          <AddEventForm onAdd={add} />
        </Widget>
        <Widget defaultTitle={t('My Events')} icon={<Icon icon={faCalendarDays} />}>
          <EventCalendar
            entries={entries}
            now={() => now}
            strings={strings}
            locale={dateLocale}
            onEntryChange={change}
            onEntryDelete={deleteEntry}
          />
        </Widget>
      </CalendarLayout>
    </>
  );
}
