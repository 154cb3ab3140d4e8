import type { SocialWall } from '../../api/schemas';

// What the cards' stories show: the demo's own photos (served from api/ in Storybook) with fixed content.
export const sampleNow = Date.UTC(2026, 10, 23, 12, 0);

export const sampleWall: SocialWall = {
  photos: {
    author: { name: 'Mira Okafor', picture: 'api/avatars/mo.svg' },
    minutesAgo: 1_440,
    place: 'Bergen, Norway',
    caption: 'Team offsite, day two: the view from the ridge.',
    photos: [
      { id: 'fjord', src: 'api/social/photos/fjord.svg', alt: 'A fjord under a clear blue sky' },
      { id: 'dunes', src: 'api/social/photos/dunes.svg', alt: 'Orange sand dunes under a pale sun' },
      { id: 'dusk', src: 'api/social/photos/dusk.svg', alt: 'Purple mountains at dusk' },
      { id: 'meadow', src: 'api/social/photos/meadow.svg', alt: 'A green meadow beside a lake' },
    ],
  },
  poll: {
    id: 'story-poll',
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
      title: 'How do you test right-to-left layouts?',
      author: { name: 'Jonas Berg', picture: 'api/avatars/jb.svg' },
      replies: 1,
      minutesAgo: 1_600,
    },
  ],
};
