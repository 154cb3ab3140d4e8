// The Social Wall's photo, poll and forum cards (social.json) and the photos they show (social/photos/*.svg).
// The photos are drawn here as flat vector landscapes, so the demo ships no photographs and loads from no
// image host. Times are minutes before the page opens, so the wall reads the same on every visit.

/** A flat landscape: sky, sun, two hill ranges and water, in the given hues. */
function landscape({ sky, sun, far, near, water }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
  <rect width="320" height="200" fill="${sky}"/>
  <circle cx="236" cy="62" r="26" fill="${sun}"/>
  <path d="M0 128 L58 76 L104 112 L168 58 L232 118 L276 92 L320 120 V200 H0 Z" fill="${far}"/>
  <path d="M0 150 Q80 112 160 146 T320 140 V200 H0 Z" fill="${near}"/>
  <rect y="168" width="320" height="32" fill="${water}"/>
</svg>
`;
}

export const socialPhotoFiles = {
  'social/photos/fjord.svg': landscape({
    sky: '#9CC7E4',
    sun: '#F6D365',
    far: '#5B7F95',
    near: '#3E6B4F',
    water: '#2F6F9F',
  }),
  'social/photos/dunes.svg': landscape({
    sky: '#F3C98B',
    sun: '#FFF1C9',
    far: '#D08C4F',
    near: '#B5683A',
    water: '#7FA7B8',
  }),
  'social/photos/dusk.svg': landscape({
    sky: '#3B3F6B',
    sun: '#F29E74',
    far: '#5A4F7A',
    near: '#2E2A48',
    water: '#44507E',
  }),
  'social/photos/meadow.svg': landscape({
    sky: '#CFE8F3',
    sun: '#FFFFFF',
    far: '#8DB580',
    near: '#5E8F4E',
    water: '#6FA3C7',
  }),
};

export const socialWall = {
  photos: {
    author: { name: 'Mira Okafor', picture: 'api/avatars/mo.svg' },
    minutesAgo: 1_440,
    place: 'Bergen, Norway',
    caption: 'Team offsite, day two: the view from the ridge before the roadmap session.',
    photos: [
      {
        id: 'fjord',
        src: 'api/social/photos/fjord.svg',
        alt: 'A fjord under a clear blue sky, green hills beside the water',
      },
      {
        id: 'dunes',
        src: 'api/social/photos/dunes.svg',
        alt: 'Orange sand dunes under a pale sun, a lake in the distance',
      },
      {
        id: 'dusk',
        src: 'api/social/photos/dusk.svg',
        alt: 'Purple mountains at dusk with a low orange sun',
      },
      {
        id: 'meadow',
        src: 'api/social/photos/meadow.svg',
        alt: 'A green meadow and a blue lake on a bright morning',
      },
    ],
  },
  poll: {
    id: 'offsite-2027',
    author: { name: 'Jonas Berg', picture: 'api/avatars/jb.svg' },
    minutesAgo: 2_880,
    question: 'Where should the next team offsite be?',
    options: [
      { id: 'lisbon', label: 'Lisbon', votes: 14 },
      { id: 'tallinn', label: 'Tallinn', votes: 9 },
      { id: 'valencia', label: 'Valencia', votes: 6 },
    ],
  },
  forumTopics: [
    {
      id: 'f1',
      title: 'Dark skins: which contrast checker do you trust?',
      author: { name: 'Lina Haddad', picture: 'api/avatars/lh.svg' },
      replies: 12,
      minutesAgo: 3,
    },
    {
      id: 'f2',
      title: 'Streaming CSV exports: lessons from the rewrite',
      author: { name: 'Tomás Rivera', picture: 'api/avatars/tr.svg' },
      replies: 7,
      minutesAgo: 48,
    },
    {
      id: 'f3',
      title: 'Proposal: one icon set for the whole dashboard',
      author: { name: 'Mira Okafor', picture: 'api/avatars/mo.svg' },
      replies: 23,
      minutesAgo: 310,
    },
    {
      id: 'f4',
      title: 'How do you test right-to-left layouts?',
      author: { name: 'Jonas Berg', picture: 'api/avatars/jb.svg' },
      replies: 4,
      minutesAgo: 1_600,
    },
  ],
};
