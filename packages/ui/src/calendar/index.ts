export {
  calendarEventIcons,
  compareEntries,
  entriesOnDay,
  entryEnd,
  entryTouchesDay,
  fullDate,
  isAllDayRow,
  layoutDay,
  minutesPerDay,
  monthDayEvents,
  monthGrid,
  rangeTitle,
  shiftDate,
  viewDays,
  viewRange,
  weekDays,
  type CalendarEntry,
  type CalendarEventIcon,
  type CalendarLocaleOptions,
  type CalendarView,
  type DateRange,
  type MonthDayEvents,
  type PlacedEntry,
} from './calendarMath';
export { calendarEventColours, toneOf, type CalendarTone } from './calendarColours';
export { CalendarEventChip, type CalendarEventChipProps } from './CalendarEventChip';
export {
  dayDropId,
  isSameTime,
  movedEntry,
  neighbourDropId,
  parseDropId,
  resizedEntry,
  slotDropId,
  type CalendarDropTarget,
  type DragArrow,
} from './calendarDrag';
export {
  detectCalendarDrop,
  droppedEntry,
  useCalendarDrag,
  type CalendarDragData,
  type UseCalendarDragOptions,
} from './useCalendarDrag';
export { EventCalendar, type EventCalendarProps } from './EventCalendar';
export { defaultEventCalendarStrings, type EventCalendarStrings } from './eventCalendarStrings';
export { useEventCalendar, type EventCalendarState, type UseEventCalendarOptions } from './useEventCalendar';
