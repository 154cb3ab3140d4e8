import { format, isSameDay } from 'date-fns';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { faChevronLeft, faChevronRight } from '@fortawesome/free-solid-svg-icons';
import { useTheme } from 'styled-components';
import { Button } from '../button/Button';
import { ToggleButton, ToggleButtonGroup } from '../button-group/ToggleButtonGroup';
import { Dialog } from '../dialog/Dialog';
import { Icon } from '../icon/Icon';
import { fullDate, type CalendarEntry, type CalendarView } from './calendarMath';
import { CalendarEventChip } from './CalendarEventChip';
import { dayDropId, slotDropId, type ExternalEventTemplate, type NewCalendarEntry } from './calendarDrag';
import { CalendarDragScope, useCalendarDragScope } from './CalendarDragScope';
import { defaultEventCalendarStrings, type EventCalendarStrings } from './eventCalendarStrings';
import {
  CalendarRoot,
  DayList,
  Detail,
  LiveTitle,
  Title,
  Toolbar,
  ToolbarGroup,
} from './EventCalendar.styles';
import { MonthView } from './MonthView';
import { TimeView } from './TimeView';
import { useEventCalendar, type UseEventCalendarOptions } from './useEventCalendar';

/** Props of {@link EventCalendar}. */
export interface EventCalendarProps extends Omit<UseEventCalendarOptions, 'direction'> {
  /** Lines a month day shows before the rest go behind "+N more". Default 3. */
  maxEventLines?: number;
  /** Called when an event is opened (pressed, or Enter on it), before its details show. */
  onEventOpen?: (entry: CalendarEntry) => void;
  /**
   * Called with an event moved to another day or hour, or given another end, by pointer, touch or keyboard.
   * Without it events stay put. The calendar draws `entries` as given, so a change the app refuses never shows.
   */
  onEntryChange?: (next: CalendarEntry, previous: CalendarEntry) => void;
  /**
   * Called with the event a template of an {@link ExternalEventList} makes when dropped on a day (all day) or
   * an hour (one hour long); the app gives it an id and adds it to `entries`. Without it nothing drops in.
   */
  onExternalDrop?: (entry: NewCalendarEntry, template: ExternalEventTemplate) => void;
  /** Called when the user deletes an opened event; without it the details offer no delete. */
  onEntryDelete?: (entry: CalendarEntry) => void;
  strings?: Partial<EventCalendarStrings>;
  className?: string;
}

const views: CalendarView[] = ['month', 'week', 'day'];

/**
 * A month, week and day calendar of events with Today, Previous and Next, a view switch and a title that
 * screen readers hear change. Arrow keys move between days (and hours in week and day views), Page Up and
 * Page Down between ranges, Enter opens a day or an event; a busy day's "+N more" lists all its events.
 * With `onEntryChange`, events drag to another day (month) or hour (week, day) and timed events drag their
 * end; from the keyboard, Space picks an event up, the arrows move it and Space drops it, with each step
 * announced. Inside a {@link CalendarDragScope}, templates of an {@link ExternalEventList} drop in too.
 */
export function EventCalendar(props: EventCalendarProps) {
  const scope = useCalendarDragScope();
  return scope ? (
    <CalendarBody {...props} />
  ) : (
    <CalendarDragScope>
      <CalendarBody {...props} />
    </CalendarDragScope>
  );
}

function CalendarBody({
  maxEventLines = 3,
  onEventOpen,
  onEntryChange,
  onExternalDrop,
  onEntryDelete,
  strings: stringOverrides,
  className,
  ...options
}: EventCalendarProps) {
  const theme = useTheme();
  const strings = { ...defaultEventCalendarStrings, ...stringOverrides };
  const calendar = useEventCalendar({ ...options, direction: theme.direction });
  const { locale } = options;
  const [openEntry, setOpenEntry] = useState<CalendarEntry | null>(null);
  const [moreDay, setMoreDay] = useState<Date | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const movedByKey = useRef(false);
  const scope = useCalendarDragScope();
  const register = scope?.register;
  const { date, view } = calendar;
  // Handed over after every render so a drop always reaches the latest callbacks and texts.
  useLayoutEffect(() => {
    register?.({
      onEntryChange,
      onExternalDrop,
      strings,
      locale,
      startDropId: () => (view === 'month' ? dayDropId(date) : slotDropId(date, date.getHours())),
    });
  });
  useLayoutEffect(() => () => register?.(null), [register]);
  const isEditable = onEntryChange !== undefined;
  const acceptsDrops = isEditable || onExternalDrop !== undefined;

  // A layout effect moves focus in the same task as the key's render, so a quick next key reaches the new day.
  useLayoutEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>('[data-roving][tabindex="0"]')?.focus();
  }, [calendar.date, calendar.view]);

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute('data-roving')) return;
    if (calendar.onGridKeyDown(event)) movedByKey.current = true;
  };
  const openEvent = (entry: CalendarEntry) => {
    setMoreDay(null);
    onEventOpen?.(entry);
    setOpenEntry(entry);
  };
  const viewLabel = { month: strings.month, week: strings.week, day: strings.day };
  const timeText = (entry: CalendarEntry) =>
    entry.allDay
      ? strings.allDay
      : `${format(entry.start, 'PPp', { locale })}${entry.end ? ` – ${format(entry.end, isSameDay(entry.start, entry.end) ? 'p' : 'PPp', { locale })}` : ''}`;

  return (
    <CalendarRoot className={className}>
      <Toolbar>
        <ToolbarGroup>
          <Button
            onPress={calendar.goPrevious}
            aria-label={strings.previous}
            icon={<Icon icon={faChevronLeft} isMirroredInRtl />}
          />
          <Button
            onPress={calendar.goNext}
            aria-label={strings.next}
            icon={<Icon icon={faChevronRight} isMirroredInRtl />}
          />
          <Button onPress={calendar.goToday}>{strings.today}</Button>
        </ToolbarGroup>
        <Title>{calendar.title}</Title>
        <ToggleButtonGroup
          aria-label={strings.views}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[calendar.view]}
          onSelectionChange={(keys) => {
            const next = views.find((view) => keys.has(view));
            if (next) calendar.setView(next);
          }}
        >
          {views.map((view) => (
            <ToggleButton key={view} id={view}>
              {viewLabel[view]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Toolbar>
      <LiveTitle aria-live="polite">{calendar.title}</LiveTitle>
      {calendar.view === 'month' ? (
        <MonthView
          calendar={calendar}
          strings={strings}
          locale={locale}
          maxEventLines={maxEventLines}
          isEditable={isEditable}
          acceptsDrops={acceptsDrops}
          onOpenEvent={openEvent}
          onOpenMore={setMoreDay}
          onKeyDown={onGridKeyDown}
          gridRef={gridRef}
        />
      ) : (
        <TimeView
          calendar={calendar}
          strings={strings}
          locale={locale}
          isEditable={isEditable}
          acceptsDrops={acceptsDrops}
          onOpenEvent={openEvent}
          onKeyDown={onGridKeyDown}
          gridRef={gridRef}
        />
      )}
      <Dialog
        isOpen={moreDay !== null}
        onOpenChange={(isOpen) => !isOpen && setMoreDay(null)}
        title={moreDay ? fullDate(moreDay, locale) : ''}
        closeLabel={strings.close}
        width={360}
      >
        <DayList>
          {moreDay &&
            calendar.entriesOn(moreDay).map((entry) => (
              <li key={entry.id}>
                <CalendarEventChip entry={entry} isTabStop onOpen={openEvent} locale={locale} />
              </li>
            ))}
        </DayList>
      </Dialog>
      <Dialog
        isOpen={openEntry !== null}
        onOpenChange={(isOpen) => !isOpen && setOpenEntry(null)}
        title={openEntry?.title ?? ''}
        closeLabel={strings.close}
        width={400}
        footer={
          onEntryDelete && openEntry
            ? (close) => (
                <Button
                  variant="danger"
                  onPress={() => {
                    close();
                    onEntryDelete(openEntry);
                  }}
                >
                  {strings.deleteEvent}
                </Button>
              )
            : undefined
        }
      >
        {openEntry && (
          <>
            <Detail>{timeText(openEntry)}</Detail>
            <Detail>{openEntry.description || strings.noDescription}</Detail>
          </>
        )}
      </Dialog>
    </CalendarRoot>
  );
}
