// The calendar's draggable events as the original ships them (event-templates.json). Their texts are
// dictionary keys (`translatable`), so they show in the reader's language; templates a user adds are not.
export const eventTemplates = [
  {
    id: 'meeting',
    title: 'Office Meeting',
    description: 'currently busy',
    className: 'bg-color-darken',
    icon: 'fa-user',
    translatable: true,
  },
  {
    id: 'lunch',
    title: 'Lunch Break',
    description: 'no description',
    className: 'bg-color-blue',
    icon: 'fa-clock-o',
    translatable: true,
  },
  {
    id: 'urgent',
    title: 'URGENT',
    description: 'urgent tasks',
    className: 'bg-color-red',
    icon: 'fa-warning',
    translatable: true,
  },
];
