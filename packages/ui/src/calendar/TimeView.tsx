import { format, isSameDay, setHours, type Locale } from 'date-fns';
import { useEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { isAllDayRow, layoutDay, minutesPerDay, type CalendarEntry, fullDate } from './calendarMath';
import { CalendarEventChip } from './CalendarEventChip';
import type { EventCalendarStrings } from './eventCalendarStrings';
import {
  AllDayCell,
  ColumnHeader,
  DayNumber,
  HourRow,
  hourHeight,
  Overlay,
  OverlayColumn,
  RowLabel,
  Slot,
  SlotGrid,
  TimeBody,
  TimeHeader,
  TimeScroller,
} from './EventCalendar.styles';
import type { EventCalendarState } from './useEventCalendar';

/** Props of {@link TimeView}. */
export interface TimeViewProps {
  calendar: EventCalendarState;
  strings: EventCalendarStrings;
  locale?: Locale;
  onOpenEvent: (entry: CalendarEntry) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  gridRef: Ref<HTMLDivElement>;
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// The working day is what people look for first; earlier hours are a scroll away.
const firstHourInView = 7;

/** Week or day view: an all-day row above hour slots, timed events side by side where they overlap. */
export function TimeView({ calendar, strings, locale, onOpenEvent, onKeyDown, gridRef }: TimeViewProps) {
  const { days, date, today, view } = calendar;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = firstHourInView * hourHeight;
  }, [view]);
  const dayName = (day: Date) => fullDate(day, locale);
  return (
    <div>
      <TimeHeader $days={days.length}>
        <span />
        {days.map((day) => (
          <ColumnHeader key={day.getTime()} aria-current={isSameDay(day, today) ? 'date' : undefined}>
            {view === 'week' ? (
              <DayNumber type="button" onClick={() => calendar.openDay(day)}>
                {format(day, 'EEE d', { locale })}
              </DayNumber>
            ) : (
              format(day, 'EEEE', { locale })
            )}
          </ColumnHeader>
        ))}
        <RowLabel>{strings.allDay}</RowLabel>
        {days.map((day) => (
          <AllDayCell key={day.getTime()} role="list" aria-label={`${strings.allDay}, ${dayName(day)}`}>
            {calendar
              .entriesOn(day)
              .filter(isAllDayRow)
              .map((entry) => (
                <div role="listitem" key={entry.id}>
                  <CalendarEventChip
                    entry={entry}
                    isTabStop={isSameDay(day, date)}
                    onOpen={onOpenEvent}
                    locale={locale}
                  />
                </div>
              ))}
          </AllDayCell>
        ))}
      </TimeHeader>
      <TimeScroller ref={scroller}>
        <TimeBody>
          <SlotGrid role="grid" aria-label={calendar.title} ref={gridRef} onKeyDown={onKeyDown}>
            {hours.map((hour) => (
              <HourRow role="row" key={hour} $days={days.length}>
                <RowLabel role="rowheader">
                  {format(setHours(days[0] ?? date, hour), 'p', { locale })}
                </RowLabel>
                {days.map((day) => {
                  const isFocused = isSameDay(day, date) && date.getHours() === hour;
                  return (
                    <Slot
                      key={day.getTime()}
                      role="gridcell"
                      data-roving
                      tabIndex={isFocused ? 0 : -1}
                      $isToday={isSameDay(day, today)}
                      aria-label={`${dayName(day)} ${format(setHours(day, hour), 'p', { locale })}`}
                      onClick={() => calendar.setDate(setHours(day, hour))}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' && view === 'week') calendar.openDay(setHours(day, hour));
                      }}
                    />
                  );
                })}
              </HourRow>
            ))}
          </SlotGrid>
          <Overlay $days={days.length}>
            <span />
            {days.map((day) => (
              <OverlayColumn key={day.getTime()} role="list" aria-label={strings.eventsOn(dayName(day))}>
                {layoutDay(calendar.entriesOn(day), day).map(({ entry, top, bottom, column, columns }) => (
                  <div role="listitem" key={entry.id}>
                    <CalendarEventChip
                      entry={entry}
                      isTabStop={isSameDay(day, date)}
                      onOpen={onOpenEvent}
                      locale={locale}
                      style={{
                        insetBlockStart: `${(top / minutesPerDay) * 100}%`,
                        blockSize: `${((bottom - top) / minutesPerDay) * 100}%`,
                        insetInlineStart: `${(column / columns) * 100}%`,
                        inlineSize: `${100 / columns}%`,
                      }}
                    />
                  </div>
                ))}
              </OverlayColumn>
            ))}
          </Overlay>
        </TimeBody>
      </TimeScroller>
    </div>
  );
}
