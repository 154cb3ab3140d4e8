import { useDroppable } from '@dnd-kit/core';
import { format, isSameDay, isSameMonth, type Locale } from 'date-fns';
import type { KeyboardEvent, Ref } from 'react';
import { dayDropId } from './calendarDrag';
import { fullDate, monthDayEvents, type CalendarEntry } from './calendarMath';
import { CalendarEventChip } from './CalendarEventChip';
import type { EventCalendarStrings } from './eventCalendarStrings';
import { ColumnHeader, DayCell, DayNumber, Grid, MonthRow, MoreLink } from './EventCalendar.styles';
import type { EventCalendarState } from './useEventCalendar';

/** Props of {@link MonthView}. */
export interface MonthViewProps {
  calendar: EventCalendarState;
  strings: EventCalendarStrings;
  locale?: Locale;
  /** Lines a day shows before the rest go behind "+N more". */
  maxEventLines: number;
  /** Whether events can be dragged to other days. */
  isEditable: boolean;
  /** Whether days take drops: moved events or templates from beside the calendar. */
  acceptsDrops: boolean;
  onOpenEvent: (entry: CalendarEntry) => void;
  onOpenMore: (day: Date) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  gridRef: Ref<HTMLDivElement>;
}

type MonthDayProps = Omit<MonthViewProps, 'onKeyDown' | 'gridRef'> & { day: Date };

function MonthDay({
  calendar,
  strings,
  locale,
  maxEventLines,
  isEditable,
  acceptsDrops,
  onOpenEvent,
  onOpenMore,
  day,
}: MonthDayProps) {
  const { date, today } = calendar;
  const dropId = dayDropId(day);
  const { setNodeRef, isOver } = useDroppable({ id: dropId, disabled: !acceptsDrops });
  const dayEntries = calendar.entriesOn(day);
  const { visible, hiddenCount } = monthDayEvents(dayEntries, maxEventLines);
  const isFocused = isSameDay(day, date);
  return (
    <DayCell
      ref={setNodeRef}
      role="gridcell"
      $isOutside={!isSameMonth(day, date)}
      $isToday={isSameDay(day, today)}
      $isDropTarget={isOver}
      aria-current={isSameDay(day, today) ? 'date' : undefined}
    >
      <DayNumber
        type="button"
        data-roving
        tabIndex={isFocused ? 0 : -1}
        aria-label={strings.dayLabel(fullDate(day, locale), dayEntries.length)}
        onClick={() => calendar.openDay(day)}
      >
        {format(day, 'd', { locale })}
      </DayNumber>
      {visible.map((entry) => (
        <CalendarEventChip
          key={entry.id}
          entry={entry}
          isTabStop={isFocused}
          onOpen={onOpenEvent}
          locale={locale}
          dragId={isEditable ? `${dropId}:${entry.id}` : undefined}
        />
      ))}
      {hiddenCount > 0 && (
        <MoreLink
          type="button"
          tabIndex={isFocused ? 0 : -1}
          aria-haspopup="dialog"
          onClick={() => onOpenMore(day)}
        >
          {strings.more(hiddenCount)}
        </MoreLink>
      )}
    </DayCell>
  );
}

/** Six weeks of days with their events; the focused day is the grid's one tab stop. */
export function MonthView({ onKeyDown, gridRef, ...dayProps }: MonthViewProps) {
  const { days } = dayProps.calendar;
  const { locale } = dayProps;
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  return (
    <Grid role="grid" aria-label={dayProps.calendar.title} ref={gridRef} onKeyDown={onKeyDown}>
      <MonthRow role="row">
        {days.slice(0, 7).map((day) => (
          <ColumnHeader key={day.getDay()} role="columnheader" aria-label={format(day, 'EEEE', { locale })}>
            {format(day, 'EEE', { locale })}
          </ColumnHeader>
        ))}
      </MonthRow>
      {weeks.map((week) => (
        <MonthRow role="row" key={week[0]?.getTime()}>
          {week.map((day) => (
            <MonthDay key={day.getTime()} day={day} {...dayProps} />
          ))}
        </MonthRow>
      ))}
    </Grid>
  );
}
