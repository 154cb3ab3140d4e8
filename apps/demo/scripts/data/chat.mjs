// Chat widget data (chat.json): the people one can chat with and a short conversation. Dates are fixed so the
// demo data is the same on every run. Field names follow the spec (§3): first_name, last_name, alertmsg, alertshow.

/** Avatars the chat needs beyond the shared ones: key → [initials, hue]. */
export const chatPeople = { ny: ['NY', 175], pk: ['PK', 50] };

const picture = (key) => `api/avatars/${key}.svg`;

export const chatUsers = [
  {
    id: 'mo',
    username: 'mira.okafor',
    first_name: 'Mira',
    last_name: 'Okafor',
    picture: picture('mo'),
    status: 'online',
    alertmsg: '',
    alertshow: false,
  },
  {
    id: 'jb',
    username: 'jonas.berg',
    first_name: 'Jonas',
    last_name: 'Berg',
    picture: picture('jb'),
    status: 'busy',
    alertmsg: 'Jonas Berg is in a meeting. Please do not disturb!',
    alertshow: true,
  },
  {
    id: 'lh',
    username: 'lina.haddad',
    first_name: 'Lina',
    last_name: 'Haddad',
    picture: picture('lh'),
    status: 'online',
    alertmsg: '',
    alertshow: false,
  },
  {
    id: 'tr',
    username: 'tomas.rivera',
    first_name: 'Tomás',
    last_name: 'Rivera',
    picture: picture('tr'),
    status: 'away',
    alertmsg: 'Tomás Rivera is away from his desk and may answer late.',
    alertshow: true,
  },
  {
    id: 'ny',
    username: 'noor.yilmaz',
    first_name: 'Noor',
    last_name: 'Yilmaz',
    picture: picture('ny'),
    status: 'online',
    alertmsg: '',
    alertshow: false,
  },
  {
    id: 'pk',
    username: 'priya.kapoor',
    first_name: 'Priya',
    last_name: 'Kapoor',
    picture: picture('pk'),
    status: 'offline',
    alertmsg: 'Priya Kapoor is offline. She is back on Monday.',
    alertshow: true,
  },
];

export const chatMessages = [
  {
    id: 'c1',
    user: 'Mira Okafor',
    picture: picture('mo'),
    date: '2026-11-20T09:12:00Z',
    body: 'Morning! Did you get a chance to look at the board report? The churn numbers on page 4 look off to me.',
  },
  {
    id: 'c2',
    user: 'Ada Lindqvist',
    picture: picture('ada'),
    date: '2026-11-20T09:20:00Z',
    body: 'Yes, the October export ran twice. Lina is re-running it now :)',
  },
  {
    id: 'c3',
    user: 'Lina Haddad',
    picture: picture('lh'),
    date: '2026-11-20T10:05:00Z',
    body: 'Done. Churn for October is 2.1%, not 4.2%. Updated report is in the shared folder.',
  },
  {
    id: 'c4',
    user: 'Jonas Berg',
    picture: picture('jb'),
    date: '2026-11-21T13:40:00Z',
    body: 'Vendor call moved to 14:00 tomorrow. I will send the dial-in details after lunch.',
  },
  {
    id: 'c5',
    user: 'Noor Yilmaz',
    picture: picture('ny'),
    date: '2026-11-21T16:02:00Z',
    body: 'The new onboarding flow is live for 10% of sign-ups. First numbers on Monday.',
  },
  {
    id: 'c6',
    user: 'Ada Lindqvist',
    picture: picture('ada'),
    date: '2026-11-22T08:45:00Z',
    body: 'Great work, everyone. Thanks for the quick fix on the report :D',
  },
];

/** The file written to `api/chat.json`. */
export const chat = { messages: chatMessages, users: chatUsers };
