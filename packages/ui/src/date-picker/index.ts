export { Calendar, type CalendarProps } from './Calendar';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { toCalendarDate, toDate, type FirstDayOfWeek } from './calendarDate';
export type { DateInvalidReason, WeekdayName } from './dateText';
export {
  useCalendar,
  type CalendarAria,
  type CalendarSelectOption,
  type CalendarSelectProps,
  type UseCalendarOptions,
} from './useCalendar';
export { useDatePicker, type DatePickerAria, type UseDatePickerOptions } from './useDatePicker';
