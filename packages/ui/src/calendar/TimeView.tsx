import { useDroppable } from '@dnd-kit/core';
import { format, isSameDay, setHours, type Locale } from 'date-fns';
import { useEffect, useRef, type ComponentProps, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { dayDropId, slotDropId } from './calendarDrag';
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
  TimeFrame,
  TimeHeader,
  TimeScroller,
  TimeWidth,
} from './EventCalendar.styles';
import type { EventCalendarState } from './useEventCalendar';

/** Props of {@link TimeView}. */
export interface TimeViewProps {
  calendar: EventCalendarState;
  strings: EventCalendarStrings;
  locale?: Locale;
  /** Whether events can be dragged to other days and hours, and timed ones resized. */
  isEditable: boolean;
  /** Whether days and hours take drops: moved events or templates from beside the calendar. */
  acceptsDrops: boolean;
  onOpenEvent: (entry: CalendarEntry) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  gridRef: Ref<HTMLDivElement>;
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// The working day is what people look for first; earlier hours are a scroll away.
const firstHourInView = 7;

function AllDayDrop({
  day,
  acceptsDrops,
  ...props
}: {
  day: Date;
  acceptsDrops: boolean;
  'aria-label': string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day), disabled: !acceptsDrops });
  return <AllDayCell ref={setNodeRef} role="list" $isDropTarget={isOver} {...props} />;
}

type HourSlotProps = Omit<ComponentProps<typeof Slot>, '$isDropTarget'> & {
  day: Date;
  hour: number;
  acceptsDrops: boolean;
};

function HourSlot({ day, hour, acceptsDrops, ...props }: HourSlotProps) {
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(day, hour), disabled: !acceptsDrops });
  return <Slot ref={setNodeRef} role="gridcell" data-roving $isDropTarget={isOver} {...props} />;
}

/** Week or day view: an all-day row above hour slots, timed events side by side where they overlap. */
export function TimeView({
  calendar,
  strings,
  locale,
  isEditable,
  acceptsDrops,
  onOpenEvent,
  onKeyDown,
  gridRef,
}: TimeViewProps) {
  const { days, date, today, view } = calendar;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = firstHourInView * hourHeight;
  }, [view]);
  const dayName = (day: Date) => fullDate(day, locale);
  return (
    <TimeFrame>
      <TimeWidth $days={days.length}>
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
            <AllDayDrop
              key={day.getTime()}
              day={day}
              acceptsDrops={acceptsDrops}
              aria-label={`${strings.allDay}, ${dayName(day)}`}
            >
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
                      dragId={isEditable ? `${dayDropId(day)}:${entry.id}` : undefined}
                    />
                  </div>
                ))}
            </AllDayDrop>
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
                      <HourSlot
                        key={day.getTime()}
                        day={day}
                        hour={hour}
                        acceptsDrops={acceptsDrops}
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
                        dragId={isEditable ? `${dayDropId(day)}:${entry.id}` : undefined}
                        resizeLabel={strings.resizeHandle(entry.title)}
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
      </TimeWidth>
    </TimeFrame>
  );
}
