import { format, isSameDay, isSameMonth, type Locale } from 'date-fns';
import type { KeyboardEvent, Ref } from 'react';
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
  onOpenEvent: (entry: CalendarEntry) => void;
  onOpenMore: (day: Date) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  gridRef: Ref<HTMLDivElement>;
}

/** Six weeks of days with their events; the focused day is the grid's one tab stop. */
export function MonthView({
  calendar,
  strings,
  locale,
  maxEventLines,
  onOpenEvent,
  onOpenMore,
  onKeyDown,
  gridRef,
}: MonthViewProps) {
  const { days, date, today } = calendar;
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
  return (
    <Grid role="grid" aria-label={calendar.title} ref={gridRef} onKeyDown={onKeyDown}>
      <MonthRow role="row">
        {days.slice(0, 7).map((day) => (
          <ColumnHeader key={day.getDay()} role="columnheader" aria-label={format(day, 'EEEE', { locale })}>
            {format(day, 'EEE', { locale })}
          </ColumnHeader>
        ))}
      </MonthRow>
      {weeks.map((week) => (
        <MonthRow role="row" key={week[0]?.getTime()}>
          {week.map((day) => {
            const dayEntries = calendar.entriesOn(day);
            const { visible, hiddenCount } = monthDayEvents(dayEntries, maxEventLines);
            const isFocused = isSameDay(day, date);
            return (
              <DayCell
                key={day.getTime()}
                role="gridcell"
                $isOutside={!isSameMonth(day, date)}
                $isToday={isSameDay(day, today)}
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
          })}
        </MonthRow>
      ))}
    </Grid>
  );
}
