import { useRef } from 'react';
import { isToday, type CalendarDate } from '@internationalized/date';
import { enUS } from 'date-fns/locale/en-US';
import { I18nProvider, mergeProps, useCalendarCell, useCalendarGrid, useFocusRing } from 'react-aria';
import type { CalendarState } from 'react-stately';
import { Button } from '../button';
import type { FirstDayOfWeek } from './calendarDate';
import type { WeekdayName } from './dateText';
import { useCalendar, type UseCalendarOptions } from './useCalendar';
import { CalendarError, CalendarHeader, Day, Grid, HeaderSelect, StyledCalendar } from './Calendar.styles';

/** Props of {@link Calendar}. */
export interface CalendarProps extends UseCalendarOptions {
  className?: string;
}

/**
 * A month grid with month and year selectors: arrows, Page Up/Down (with Shift for years) and Home/End move
 * between days, Enter or Space picks one.
 */
export function Calendar(props: CalendarProps) {
  // react-aria's own labels (day names read out, "Today", "selected") follow the date-fns locale too.
  return (
    <I18nProvider locale={(props.locale ?? enUS).code ?? 'en-US'}>
      <CalendarView {...props} />
    </I18nProvider>
  );
}

function CalendarView({ className, ...options }: CalendarProps) {
  const calendar = useCalendar(options);
  const { state, monthSelectProps, yearSelectProps } = calendar;
  return (
    <StyledCalendar {...calendar.calendarProps} className={className}>
      <CalendarHeader>
        <Button {...calendar.prevButtonProps} variant="link" size="sm" icon={<Chevron isNext={false} />} />
        <HeaderSelect {...monthSelectProps} $isGrow>
          {calendar.monthOptions.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </HeaderSelect>
        <HeaderSelect {...yearSelectProps}>
          {calendar.yearOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </HeaderSelect>
        <Button {...calendar.nextButtonProps} variant="link" size="sm" icon={<Chevron isNext />} />
      </CalendarHeader>
      <CalendarGrid state={state} weekdays={calendar.weekdays} firstDayOfWeek={calendar.firstDayOfWeek} />
      {options.isInvalid && options.errorMessage != null && (
        <CalendarError {...calendar.errorMessageProps}>{options.errorMessage}</CalendarError>
      )}
    </StyledCalendar>
  );
}

function CalendarGrid({
  state,
  weekdays,
  firstDayOfWeek,
}: {
  state: CalendarState;
  weekdays: WeekdayName[];
  firstDayOfWeek: FirstDayOfWeek;
}) {
  const { gridProps, headerProps } = useCalendarGrid({ firstDayOfWeek }, state);
  const weeks = Array.from({ length: state.getWeeksInMonth() }, (_, week) => week);
  return (
    <Grid {...gridProps}>
      <thead {...headerProps}>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.long} abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week}>
            {state
              .getDatesInWeek(week)
              .map((date, column) =>
                date ? <CalendarCell key={date.toString()} state={state} date={date} /> : <td key={column} />,
              )}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

function CalendarCell({ state, date }: { state: CalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLDivElement>(null);
  const {
    cellProps,
    buttonProps,
    isSelected,
    isPressed,
    isDisabled,
    isUnavailable,
    isOutsideVisibleRange,
    formattedDate,
  } = useCalendarCell({ date }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <td {...cellProps}>
      <Day
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        // Days of the neighbouring months keep their cell (the grid stays rectangular) but are not shown.
        hidden={isOutsideVisibleRange}
        $isSelected={isSelected}
        $isToday={isToday(date, state.timeZone)}
        $isDisabled={isDisabled}
        $isUnavailable={isUnavailable}
        $isPressed={isPressed}
        $isFocusVisible={isFocusVisible}
      >
        {formattedDate}
      </Day>
    </td>
  );
}

function Chevron({ isNext }: { isNext: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor">
      <path d={isNext ? 'M5.6 2.6 4.2 4l4 4-4 4 1.4 1.4L11 8z' : 'M10.4 2.6 11.8 4l-4 4 4 4-1.4 1.4L5 8z'} />
    </svg>
  );
}
