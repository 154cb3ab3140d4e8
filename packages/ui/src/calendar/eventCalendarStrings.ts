/** Every text the calendar shows or announces, so an app can translate it. */
export interface EventCalendarStrings {
  today: string;
  previous: string;
  next: string;
  month: string;
  week: string;
  day: string;
  /** Name of the view switch. */
  views: string;
  allDay: string;
  /** The overflow link of a busy month day. */
  more: (count: number) => string;
  /** A day's accessible name with how many events it holds. */
  dayLabel: (date: string, count: number) => string;
  /** Name of the list of a day's events in week and day views. */
  eventsOn: (date: string) => string;
  close: string;
  noDescription: string;
}

/** The calendar's English texts. */
export const defaultEventCalendarStrings: EventCalendarStrings = {
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  views: 'Calendar view',
  allDay: 'All day',
  more: (count) => `+${count} more`,
  dayLabel: (date, count) => (count === 0 ? date : `${date}, ${count} ${count === 1 ? 'event' : 'events'}`),
  eventsOn: (date) => `Events on ${date}`,
  close: 'Close',
  noDescription: 'no description',
};
