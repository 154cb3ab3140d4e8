import { useEffect, useMemo, useRef, useState } from 'react';
import { faCalendarDays, faHandPointer, faPlus } from '@fortawesome/free-solid-svg-icons';
import {
  Alert,
  Button,
  CalendarDragScope,
  CalendarIcsActions,
  EventCalendar,
  ExternalEventList,
  Icon,
  PageHeader,
  Widget,
  entryEnd,
  useTranslation,
  viewRange,
  type CalendarEntry,
  type CalendarView,
  type ExternalEventTemplate,
  type NewCalendarEntry,
} from '@atrium/ui';
import styled from 'styled-components';
import {
  calendarEventResource,
  eventTemplateResource,
  type CalendarEvent,
} from '../../api/resourceDefinitions';
import { useResourceList, useResourceMutations } from '../../data/useResource';
import { useDateFnsLocale } from '../../i18n/useDateFnsLocale';
import { AddEventForm } from './AddEventForm';
import {
  newEventId,
  noDescription,
  toCalendarEntries,
  toStoredEntry,
  toStoredTimes,
  toTemplate,
  untitledEvent,
  type NewCalendarEvent,
} from './calendarEventEntries';
import { useCalendarStrings } from './useCalendarStrings';

// The add-event and draggable-events panels beside the calendar as in the original; one column once the
// calendar would get cramped.
const CalendarLayout = styled.div`
  display: grid;
  /* The panels never get narrower than their widget headers with all their buttons, which otherwise slide
     under the calendar. */
  grid-template-columns: minmax(360px, 1fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SidePanels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

/**
 * Calendar: the events of the `events` resource by month, week or day, a list of draggable events to drop on it
 * and a panel that adds to that list.
 */
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
  const strings = useCalendarStrings();
  // What the calendar shows, so Export writes the events in view.
  const [view, setView] = useState<CalendarView>('month');
  const [date, setDate] = useState(now);
  const visibleEntries = () => {
    const range = viewRange(view, date);
    return entries.filter((entry) => entry.start < range.end && entryEnd(entry) > range.start);
  };
  const importEntries = (imported: CalendarEntry[]) =>
    imported.forEach((entry) => create.mutate(toStoredEntry(entry, now, newEventId())));
  // The draggable events are a resource of their own, so added and dropped-and-removed ones stay so.
  const templateList = useResourceList(eventTemplateResource);
  const templates = useResourceMutations(eventTemplateResource);
  const storedTemplates = useMemo(() => templateList.data?.records ?? [], [templateList.data]);
  // The list as it is now, for a drop the backend refuses after the template already left the list.
  const currentTemplates = useRef(storedTemplates);
  useEffect(() => {
    currentTemplates.current = storedTemplates;
  }, [storedTemplates]);
  // Built-in templates show in the reader's language; added ones in the language they were typed in.
  const shownTemplates = storedTemplates.map(
    ({ id, title, description, className, icon, translatable }): ExternalEventTemplate =>
      translatable
        ? { id: String(id), title: t(title), description: description && t(description), className, icon }
        : { id: String(id), title, description, className, icon },
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
  const addTemplate = (draft: NewCalendarEvent) => {
    const fallbacks = { title: t(untitledEvent), description: t(noDescription) };
    templates.create.mutate(toTemplate(draft, newEventId(), fallbacks));
  };
  const removeTemplate = (removed: ExternalEventTemplate) => templates.remove.mutate(removed.id);
  const dropTemplate = (entry: NewCalendarEntry, template: ExternalEventTemplate) => {
    setRefusedMove(null);
    const stored = storedTemplates.find(({ id }) => String(id) === template.id);
    create.mutate(toStoredEntry(entry, now, newEventId()), {
      // Nothing is lost: a template removed on the drop comes back to the list as it was stored.
      onError: () => {
        setRefusedMove(template.title);
        const isListed = currentTemplates.current.some(({ id }) => String(id) === template.id);
        if (stored && !isListed) templates.create.mutate(stored);
      },
    });
  };
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
      <CalendarDragScope>
        <CalendarLayout>
          <SidePanels>
            <Widget defaultTitle={t('Add Events')} icon={<Icon icon={faPlus} />}>
              <AddEventForm onAdd={addTemplate} />
            </Widget>
            <Widget defaultTitle={t('Draggable Events')} icon={<Icon icon={faHandPointer} />}>
              {templateList.isError && (
                <Alert variant="warning">{t('The draggable events could not be loaded.')}</Alert>
              )}
              {/* Shown once loaded, so the list never claims to be empty while it is still on its way. */}
              {templateList.data && (
                <ExternalEventList
                  templates={shownTemplates}
                  onTemplateRemove={removeTemplate}
                  defaultRemoveAfterDrop
                  strings={{
                    list: t('Draggable events'),
                    removeAfterDrop: t('Remove after drop'),
                    empty: t('No events left to drag.'),
                    instructions: t(
                      'To add this event to the calendar, press Space, use the arrow keys to reach a day or hour, then press Space or Enter to drop it, or Escape to cancel.',
                    ),
                  }}
                />
              )}
            </Widget>
          </SidePanels>
          <Widget defaultTitle={t('My Events')} icon={<Icon icon={faCalendarDays} />}>
            <CalendarIcsActions
              getEntries={visibleEntries}
              onImport={importEntries}
              strings={{
                export: t('Export (.ics)'),
                import: t('Import (.ics)'),
                imported: (count) =>
                  count === 1 ? t('Imported 1 event.') : t('Imported {count} events.', { count }),
                importedRepeats: (count, entries) =>
                  entries === 1
                    ? t(
                        'Imported {count} events from 1 calendar entry, repeats within a year of today included.',
                        {
                          count,
                        },
                      )
                    : t(
                        'Imported {count} events from {entries} calendar entries, repeats within a year of today included.',
                        { count, entries },
                      ),
                capped: (limit) =>
                  t('Only the first {limit} events were imported; later repeats were left out.', { limit }),
                unreadable: t('This file is not an iCalendar (.ics) file. Nothing was imported.'),
                noEvents: t('This iCalendar file holds no events. Nothing was imported.'),
                badEvent: t('An event in this file has no readable start date. Nothing was imported.'),
                badRule: t(
                  'An event in this file has a repeat rule that cannot be read. Nothing was imported.',
                ),
                close: t('Close'),
              }}
            />
            <EventCalendar
              entries={entries}
              now={() => now}
              strings={strings}
              locale={dateLocale}
              onViewChange={setView}
              onDateChange={setDate}
              onEntryChange={change}
              onExternalDrop={dropTemplate}
              onEntryDelete={deleteEntry}
            />
          </Widget>
        </CalendarLayout>
      </CalendarDragScope>
    </>
  );
}
