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
export { CalendarEventChip, ExternalEventFace, type CalendarEventChipProps } from './CalendarEventChip';
export {
  dayDropId,
  entryFromTemplate,
  isSameTime,
  movedEntry,
  neighbourDropId,
  parseDropId,
  resizedEntry,
  slotDropId,
  type CalendarDropTarget,
  type DragArrow,
  type ExternalEventTemplate,
  type NewCalendarEntry,
} from './calendarDrag';
export {
  detectCalendarDrop,
  droppedEntry,
  useCalendarDrag,
  type CalendarDragData,
  type CalendarDropHandlers,
  type UseCalendarDragOptions,
} from './useCalendarDrag';
export { CalendarDragScope, useCalendarDragScope, type CalendarDragScopeValue } from './CalendarDragScope';
export {
  ExternalEventList,
  defaultExternalEventListStrings,
  type ExternalEventListProps,
  type ExternalEventListStrings,
} from './ExternalEventList';
export { EventCalendar, type EventCalendarProps } from './EventCalendar';
export { defaultEventCalendarStrings, type EventCalendarStrings } from './eventCalendarStrings';
export { useEventCalendar, type EventCalendarState, type UseEventCalendarOptions } from './useEventCalendar';
export { entriesToIcs, IcsImportError } from './calendarIcs';
export {
  entriesFromIcs,
  icsImportLimit,
  icsRepeatWindowYears,
  type IcsImport,
  type IcsImportOptions,
} from './calendarIcsImport';
export {
  CalendarIcsActions,
  defaultCalendarIcsActionsStrings,
  type CalendarIcsActionsProps,
  type CalendarIcsActionsStrings,
} from './CalendarIcsActions';
