// What the comment and contacts forms of the validation screen have received so far: a few fixed records,
// so the collections exist on every backend before the first submit adds to them.

/** Blog comments posted through the comment form. */
export const comments = [
  {
    id: 'comment-1',
    name: 'Maren Okafor',
    email: 'maren.okafor@example.com',
    url: 'https://maren.example.com',
    comment: 'The new reporting widgets saved our team an hour every Monday. Thank you!',
    date: '2026-01-08T09:14:00Z',
  },
  {
    id: 'comment-2',
    name: 'Tomás Lindgren',
    email: 'tomas.lindgren@example.com',
    comment: 'Could the export also include the filters that were applied?',
    date: '2026-01-12T16:40:00Z',
  },
];

/** Messages sent through the contacts form. */
export const contactMessages = [
  {
    id: 'contact-1',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    message: 'We would like a demo of the inbox for a team of forty people.',
    date: '2026-01-09T11:02:00Z',
  },
];
