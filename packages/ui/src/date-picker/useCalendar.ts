import type { ChangeEvent, ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import type { CalendarDate, DateValue } from '@internationalized/date';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useCalendar as useAriaCalendar, type AriaButtonProps } from 'react-aria';
import { useCalendarState, type CalendarState } from 'react-stately';
import {
  createGregorianCalendar,
  toCalendarDate,
  toDate,
  toFirstDayOfWeek,
  type FirstDayOfWeek,
} from './calendarDate';
import { monthNames, weekdayNames, yearRange, type WeekdayName } from './dateText';

/** Options of {@link useCalendar}; every date is a plain `Date` (its local day counts, not its time). */
export interface UseCalendarOptions {
  /** Selected day (controlled); `null` for none. */
  value?: Date | null;
  /** Selected day at first render (uncontrolled). */
  defaultValue?: Date | null;
  /** Called with local midnight of the day the user picks. */
  onChange?: (value: Date) => void;
  /** Earliest selectable day. */
  minValue?: Date;
  /** Latest selectable day. */
  maxValue?: Date;
  /** Days that cannot be picked although inside the range (holidays, full days). */
  isDateUnavailable?: (date: Date) => boolean;
  /** date-fns locale for month and weekday names and the first day of the week; `enUS` by default. */
  locale?: Locale;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Move focus to the focused day on mount (the date picker's popover does). */
  autoFocus?: boolean;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Accessible name of the previous-month button. */
  previousMonthLabel?: string;
  /** Accessible name of the next-month button. */
  nextMonthLabel?: string;
  /** Accessible name of the month selector. */
  monthLabel?: string;
  /** Accessible name of the year selector. */
  yearLabel?: string;
}

type AriaCalendarResult = ReturnType<typeof useAriaCalendar>;

/** One entry of the month or year selector. */
export interface CalendarSelectOption {
  value: number;
  label: string;
  isDisabled: boolean;
}

/** Props for a native `<select>` in the calendar header. */
export interface CalendarSelectProps {
  'aria-label': string;
  value: number;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** What {@link useCalendar} gives a view: state, element props and the header's selector models. */
export interface CalendarAria {
  state: CalendarState;
  calendarProps: AriaCalendarResult['calendarProps'];
  prevButtonProps: AriaButtonProps;
  nextButtonProps: AriaButtonProps;
  errorMessageProps: AriaCalendarResult['errorMessageProps'];
  monthSelectProps: CalendarSelectProps;
  monthOptions: CalendarSelectOption[];
  yearSelectProps: CalendarSelectProps;
  yearOptions: CalendarSelectOption[];
  /** Column headings, already in the locale's week order. */
  weekdays: WeekdayName[];
  firstDayOfWeek: FirstDayOfWeek;
}

/**
 * `Date` props as `CalendarDate`s that keep their identity while the day is unchanged, so react-stately
 * does not see a new bound or value on every render of a parent that writes `new Date(...)` inline.
 */
export function useCalendarDateOf(date: Date | null | undefined): CalendarDate | null | undefined {
  const time = date == null ? date : date.getTime();
  return useMemo(() => (time == null ? time : toCalendarDate(new Date(time))), [time]);
}

/**
 * Owns a month calendar: selection, focus and paging (react-aria), plus month and year selectors.
 * react-aria's spoken labels use the nearest `I18nProvider`; {@link Calendar} sets it from `locale`.
 */
export function useCalendar(options: UseCalendarOptions): CalendarAria {
  const {
    locale = enUS,
    onChange,
    isDateUnavailable,
    previousMonthLabel = 'Previous month',
    nextMonthLabel = 'Next month',
    monthLabel = 'Month',
    yearLabel = 'Year',
  } = options;
  const firstDayOfWeek = toFirstDayOfWeek(locale.options?.weekStartsOn);
  const value = useCalendarDateOf(options.value);
  const defaultValue = useCalendarDateOf(options.defaultValue);
  const minValue = useCalendarDateOf(options.minValue);
  const maxValue = useCalendarDateOf(options.maxValue);

  const handleChange = useCallback((day: CalendarDate) => onChange?.(toDate(day)), [onChange]);
  const isUnavailable = useCallback(
    (day: DateValue) => isDateUnavailable?.(toDate(day)) ?? false,
    [isDateUnavailable],
  );

  const state = useCalendarState<CalendarDate>({
    value,
    defaultValue,
    onChange: handleChange,
    minValue,
    maxValue,
    isDateUnavailable: isDateUnavailable ? isUnavailable : undefined,
    isDisabled: options.isDisabled,
    isReadOnly: options.isReadOnly,
    autoFocus: options.autoFocus,
    isInvalid: options.isInvalid,
    firstDayOfWeek,
    locale: locale.code ?? 'en-US',
    createCalendar: createGregorianCalendar,
  });

  const { calendarProps, prevButtonProps, nextButtonProps, errorMessageProps } = useAriaCalendar(
    {
      'aria-label': options['aria-label'],
      'aria-labelledby': options['aria-labelledby'],
      isDisabled: options.isDisabled,
      isInvalid: options.isInvalid,
      errorMessage: options.errorMessage,
    },
    state,
  );

  const focused = state.focusedDate;
  const names = useMemo(() => monthNames(locale), [locale]);
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);
  const isDisabled = options.isDisabled ?? false;

  // A month or year is offered disabled when none of its days lies inside [minValue, maxValue].
  const monthOptions = names.map((label, index) => {
    const first = focused.set({ month: index + 1, day: 1 });
    const last = first.add({ months: 1 }).subtract({ days: 1 });
    const isOut =
      (minValue != null && last.compare(minValue) < 0) || (maxValue != null && first.compare(maxValue) > 0);
    return { value: index + 1, label, isDisabled: isOut };
  });
  const yearOptions = yearRange({
    minYear: minValue?.year,
    maxYear: maxValue?.year,
    currentYear: new Date().getFullYear(),
    shownYear: focused.year,
  }).map((year) => ({ value: year, label: String(year), isDisabled: false }));

  return {
    state,
    calendarProps,
    prevButtonProps: { ...prevButtonProps, 'aria-label': previousMonthLabel },
    nextButtonProps: { ...nextButtonProps, 'aria-label': nextMonthLabel },
    errorMessageProps,
    monthSelectProps: {
      'aria-label': monthLabel,
      value: focused.month,
      disabled: isDisabled,
      // Moves the visible month without focusing the grid, so arrowing through the select keeps its focus.
      onChange: (event) => state.setFocusedDate(focused.set({ month: Number(event.target.value) })),
    },
    monthOptions,
    yearSelectProps: {
      'aria-label': yearLabel,
      value: focused.year,
      disabled: isDisabled,
      onChange: (event) => state.setFocusedDate(focused.set({ year: Number(event.target.value) })),
    },
    yearOptions,
    weekdays,
    firstDayOfWeek,
  };
}
