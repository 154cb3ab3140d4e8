/** Theme colour pairs an event can be drawn in. */
export type CalendarTone = 'dark' | 'primary' | 'warning' | 'success' | 'info' | 'danger';

/** The event colour classes the original template used, each with its tone and a name for pickers. */
export const calendarEventColours: readonly { className: string; tone: CalendarTone; label: string }[] = [
  { className: 'bg-color-darken', tone: 'dark', label: 'Dark grey' },
  { className: 'bg-color-blue', tone: 'primary', label: 'Blue' },
  { className: 'bg-color-orange', tone: 'warning', label: 'Orange' },
  { className: 'bg-color-greenLight', tone: 'success', label: 'Green' },
  { className: 'bg-color-blueLight', tone: 'info', label: 'Light blue' },
  { className: 'bg-color-red', tone: 'danger', label: 'Red' },
];

/** The tone an event's class names ask for; unknown classes get the primary colour and keep their class. */
export function toneOf(className: string | undefined): CalendarTone {
  const classes = (className ?? '').split(/\s+/);
  return calendarEventColours.find((colour) => classes.includes(colour.className))?.tone ?? 'primary';
}
