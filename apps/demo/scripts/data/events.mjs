// Demo calendar events (events.json). Every date lies in the fixed anchor month below, so the file is the
// same on every run and machine; the calendar page moves the events by whole months into the month it is
// opened in (and moves new events back before saving them), so the demo always looks current.
// Keep the anchor equal to `demoEventAnchor` in the dashboard's calendar page.

/** The month every demo event is written in, as `YYYY-MM`. */
export const eventAnchorMonth = '2026-01';

const day = (date, time) =>
  `${eventAnchorMonth}-${String(date).padStart(2, '0')}${time ? `T${time}:00` : ''}`;

export const events = [
  {
    id: 'evt-all-hands',
    title: 'All-hands meeting',
    description: 'Quarter plans and open questions',
    className: 'bg-color-greenLight',
    icon: 'fa-user',
    start: day(2, '10:00'),
    end: day(2, '11:30'),
  },
  {
    id: 'evt-release-freeze',
    title: 'Release freeze',
    description: 'No merges to main',
    className: 'bg-color-red',
    icon: 'fa-lock',
    start: day(5),
    end: day(8),
    allDay: true,
  },
  {
    id: 'evt-standup-6',
    title: 'Stand-up',
    className: 'bg-color-blue',
    icon: 'fa-clock-o',
    start: day(6, '09:00'),
    end: day(6, '09:15'),
  },
  {
    id: 'evt-client-call',
    title: 'Client call: Northwind',
    description: 'Renewal and the new reports',
    className: 'bg-color-orange',
    icon: 'fa-user',
    start: day(7, '14:00'),
    end: day(7, '15:00'),
  },
  {
    id: 'evt-security-audit',
    title: 'Security audit',
    description: 'External auditors on site',
    className: 'bg-color-red',
    icon: 'fa-warning',
    start: day(9, '09:30'),
    end: day(9, '16:00'),
  },
  {
    id: 'evt-design-review',
    title: 'Design review',
    description: 'Dashboard widgets, second pass',
    className: 'bg-color-blueLight',
    icon: 'fa-info',
    start: day(12, '11:00'),
    end: day(12, '12:00'),
  },
  {
    id: 'evt-payroll',
    title: 'Payroll run',
    className: 'bg-color-darken',
    icon: 'fa-check',
    start: day(14),
    allDay: true,
  },
  {
    id: 'evt-standup-15',
    title: 'Stand-up',
    className: 'bg-color-blue',
    icon: 'fa-clock-o',
    start: day(15, '09:00'),
    end: day(15, '09:15'),
  },
  {
    id: 'evt-lunch-learn',
    title: 'Lunch and learn: accessibility',
    description: 'Screen readers in practice',
    className: 'bg-color-greenLight',
    icon: 'fa-info',
    start: day(15, '12:30'),
    end: day(15, '13:30'),
  },
  {
    id: 'evt-backup-test',
    title: 'Restore test of the backups',
    className: 'bg-color-darken',
    icon: 'fa-lock',
    start: day(15, '16:00'),
    end: day(15, '17:00'),
  },
  {
    id: 'evt-interview',
    title: 'Interview: front-end engineer',
    className: 'bg-color-orange',
    icon: 'fa-user',
    start: day(15, '10:00'),
    end: day(15, '11:00'),
  },
  {
    id: 'evt-sprint-review',
    title: 'Sprint review',
    description: 'Demo of the calendar and maps',
    className: 'bg-color-blue',
    icon: 'fa-check',
    start: day(19, '15:00'),
    end: day(19, '16:00'),
  },
  {
    id: 'evt-conference',
    title: 'Web conference',
    description: 'Two days in Lisbon',
    className: 'bg-color-blueLight',
    icon: 'fa-user',
    start: day(21),
    end: day(23),
    allDay: true,
  },
  {
    id: 'evt-invoices',
    title: 'Send the invoices',
    className: 'bg-color-orange',
    icon: 'fa-warning',
    start: day(26),
    allDay: true,
  },
  {
    id: 'evt-maintenance',
    title: 'Server maintenance',
    description: 'Database upgrade, 30 minutes down',
    className: 'bg-color-red',
    icon: 'fa-clock-o',
    start: day(28, '22:00'),
    end: day(28, '23:30'),
  },
];
