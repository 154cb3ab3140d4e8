import type { CalendarEntry } from './calendarMath';

/** The fixed "now" of the stories and tests, so their days and titles never drift. */
export const calendarSampleNow = new Date(2026, 10, 26, 10, 0);

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

/** A month of sample events: all-day and multi-day ones, overlapping meetings and one very busy day. */
export const calendarSample: CalendarEntry[] = [
  {
    id: 'offsite',
    title: 'Team offsite',
    className: 'bg-color-greenLight',
    icon: 'fa-user',
    start: new Date(2026, 10, 2),
    end: new Date(2026, 10, 4),
    allDay: true,
  },
  {
    id: 'review',
    title: 'Quarterly review',
    description: 'Bring the numbers',
    className: 'bg-color-blue',
    icon: 'fa-info',
    start: at(10, 9),
    end: at(10, 11),
  },
  {
    id: 'release',
    title: 'Release 2.4',
    className: 'bg-color-red',
    icon: 'fa-warning',
    start: new Date(2026, 10, 17),
    allDay: true,
  },
  {
    id: 'standup',
    title: 'Stand-up',
    className: 'bg-color-darken',
    icon: 'fa-clock-o',
    start: at(26, 9),
    end: at(26, 9, 30),
  },
  {
    id: 'design',
    title: 'Design critique',
    description: 'Dashboard widgets',
    className: 'bg-color-blueLight',
    icon: 'fa-check',
    start: at(26, 9, 15),
    end: at(26, 11),
  },
  { id: 'lunch', title: 'Lunch Break', className: 'bg-color-blue', start: at(26, 12), end: at(26, 13) },
  {
    id: 'security',
    title: 'Security audit',
    className: 'bg-color-orange',
    icon: 'fa-lock',
    start: at(26, 10),
    end: at(26, 12),
  },
  {
    id: 'client',
    title: 'Client call',
    className: 'bg-color-greenLight',
    icon: 'fa-user',
    start: at(26, 15),
    end: at(26, 16),
  },
  {
    id: 'payroll',
    title: 'Payroll',
    className: 'bg-color-orange',
    start: new Date(2026, 10, 30),
    allDay: true,
  },
];
