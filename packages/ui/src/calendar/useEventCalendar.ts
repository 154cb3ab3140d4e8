import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { addDays, addHours, isSameDay, setHours, startOfDay, startOfHour } from 'date-fns';
import {
  entriesOnDay,
  entryEnd,
  rangeTitle,
  shiftDate,
  viewDays,
  viewRange,
  type CalendarEntry,
  type CalendarLocaleOptions,
  type CalendarView,
  type DateRange,
} from './calendarMath';

/** Options of {@link useEventCalendar}. */
export interface UseEventCalendarOptions extends CalendarLocaleOptions {
  /** The events to show; the calendar picks the ones each view needs. */
  entries: readonly CalendarEntry[];
  /** The view shown (controlled). */
  view?: CalendarView;
  /** The view shown first when uncontrolled. Default `month`. */
  defaultView?: CalendarView;
  onViewChange?: (view: CalendarView) => void;
  /** The focused day (and hour in week and day views); the view shows the range holding it (controlled). */
  date?: Date;
  /** The focused date first shown when uncontrolled. Default: now. */
  defaultDate?: Date;
  onDateChange?: (date: Date) => void;
  /** The clock, so Today and the highlighted day can be pinned in tests and demos. Default `new Date()`. */
  now?: () => Date;
  /** Reading direction: arrows follow what the user sees, so Left moves to the next day in RTL. */
  direction?: 'ltr' | 'rtl';
}

/** What {@link useEventCalendar} gives a calendar view. */
export interface EventCalendarState {
  view: CalendarView;
  setView: (view: CalendarView) => void;
  /** The focused date; the roving tab stop sits on its day (and hour in timed views). */
  date: Date;
  setDate: (date: Date) => void;
  /** The heading naming the visible range. */
  title: string;
  range: DateRange;
  /** The visible days, each a local midnight (six weeks in month view). */
  days: Date[];
  today: Date;
  goToday: () => void;
  goPrevious: () => void;
  goNext: () => void;
  /** A day's events in display order. */
  entriesOn: (day: Date) => CalendarEntry[];
  /** Opens a day in day view, as Enter on a day does. */
  openDay: (day: Date) => void;
  /** Arrow, Home/End and Page keys on a day or slot; returns whether it moved the focus. */
  onGridKeyDown: (event: KeyboardEvent) => boolean;
}

function useControlled<T>(value: T | undefined, initial: () => T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(initial);
  const current = value ?? own;
  const set = useCallback(
    (next: T) => {
      setOwn(() => next);
      onChange?.(next);
    },
    [onChange],
  );
  return [current, set] as const;
}

/** Owns a calendar's view, focused date and keyboard movement; draws nothing. */
export function useEventCalendar(options: UseEventCalendarOptions): EventCalendarState {
  const { entries, weekStartsOn = 0, locale, now = () => new Date(), direction = 'ltr' } = options;
  const [view, setView] = useControlled(
    options.view,
    () => options.defaultView ?? 'month',
    options.onViewChange,
  );
  const [date, setDate] = useControlled(
    options.date,
    () => startOfHour(options.defaultDate ?? now()),
    options.onDateChange,
  );
  const localeOptions = useMemo(() => ({ weekStartsOn, locale }), [weekStartsOn, locale]);
  const range = useMemo(() => viewRange(view, date, localeOptions), [view, date, localeOptions]);
  const days = useMemo(() => viewDays(view, date, localeOptions), [view, date, localeOptions]);
  // Only the visible events are sorted per day, so a busy calendar does not scan everything per cell.
  // An event whose start is not a real date compares false here, so it is left out rather than breaking a view.
  const visible = useMemo(
    () => entries.filter((entry) => entry.start < range.end && entryEnd(entry) > range.start),
    [entries, range],
  );
  const entriesOn = useCallback((day: Date) => entriesOnDay(visible, day), [visible]);
  const today = startOfDay(now());

  const onGridKeyDown = (event: KeyboardEvent): boolean => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const timed = view !== 'month';
    const steps: Record<string, () => Date> = {
      [forward]: () => addDays(date, 1),
      [backward]: () => addDays(date, -1),
      ArrowDown: () => (timed ? addHours(date, 1) : addDays(date, 7)),
      ArrowUp: () => (timed ? addHours(date, -1) : addDays(date, -7)),
      PageDown: () => shiftDate(view, date, 1),
      PageUp: () => shiftDate(view, date, -1),
    };
    const step = steps[event.key];
    if (!step) return false;
    const next = step();
    const isVertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    // Up and Down stop at the ends of the focused day rather than jumping to another day's column.
    if (!(timed && isVertical && !isSameDay(next, date))) setDate(next);
    event.preventDefault();
    return true;
  };

  return {
    view,
    setView,
    date,
    setDate,
    title: rangeTitle(view, date, localeOptions),
    range,
    days,
    today,
    goToday: () => setDate(startOfHour(now())),
    goPrevious: () => setDate(shiftDate(view, date, -1)),
    goNext: () => setDate(shiftDate(view, date, 1)),
    entriesOn,
    openDay: (day: Date) => {
      // Keeps the focused hour, so the day opens on the slot the user was on rather than at midnight.
      setDate(setHours(day, date.getHours()));
      setView('day');
    },
    onGridKeyDown,
  };
}
