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
  /** The button in an opened event's details that deletes it. */
  deleteEvent: string;
  /** How to move an event or its end with the keyboard, read when one gets focus. */
  dragInstructions: string;
  /** Name of the handle at the bottom of a timed event that changes when it ends. */
  resizeHandle: (title: string) => string;
  pickedUp: (title: string) => string;
  /** `place` is a day, or a day and an hour. */
  over: (title: string, place: string) => string;
  notOver: (title: string) => string;
  dropped: (title: string, place: string) => string;
  cancelled: (title: string) => string;
  resizePickedUp: (title: string, time: string) => string;
  endOver: (title: string, time: string) => string;
  endDropped: (title: string, time: string) => string;
  /** A template from beside the calendar was picked up to be dropped on a day or hour. */
  templatePickedUp: (title: string) => string;
  /** A template made an event at `place`, a day or a day and an hour. */
  externalDropped: (title: string, place: string) => string;
  externalCancelled: (title: string) => string;
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
  deleteEvent: 'Delete event',
  dragInstructions:
    'To move this event, press Space, use the arrow keys to reach another day or hour, then press Space or ' +
    'Enter to drop it, or Escape to cancel. Press Enter to open it.',
  resizeHandle: (title) => `Change when ${title} ends`,
  pickedUp: (title) => `Picked up ${title}.`,
  over: (title, place) => `${title} is over ${place}.`,
  notOver: (title) => `${title} is not over a day.`,
  dropped: (title, place) => `${title} moved to ${place}.`,
  cancelled: (title) => `Moving ${title} was cancelled; it is back where it was.`,
  resizePickedUp: (title, time) => `Picked up the end of ${title}, now ${time}.`,
  endOver: (title, time) => `${title} would end at ${time}.`,
  endDropped: (title, time) => `${title} now ends at ${time}.`,
  templatePickedUp: (title) =>
    `Picked up ${title}. Use the arrow keys to reach a day or hour of the calendar.`,
  externalDropped: (title, place) => `${title} added to ${place}.`,
  externalCancelled: (title) => `${title} was not added to the calendar.`,
};
