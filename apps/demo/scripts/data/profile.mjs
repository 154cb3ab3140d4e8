// The profile page's people (profiles.json): the signed-in user's profile and the friends it lists. The
// cover is one of the gallery's drawn pictures; the avatars are generate-api's initials discs.

/** Avatars the profiles need beyond the shared ones: key → [initials, hue]. */
export const profilePeople = { sv: ['SV', 240], ek: ['EK', 0] };

const picture = (key) => `api/avatars/${key}.svg`;

/** Ada first, then her friends. */
export const profiles = [
  {
    id: 'ada',
    name: 'Ada Lindqvist',
    role: 'Head of Product, Atrium',
    email: 'ada.lindqvist@example.com',
    phone: '+46 8 555 014 27',
    location: 'Stockholm, Sweden',
    availableFrom: '16:30',
    about:
      'I lead the product team behind Atrium. Before that I built reporting tools for logistics companies, and I still think a good table beats most charts. Outside work: trail running, film photography and far too many houseplants.',
    picture: picture('ada'),
    cover: 'api/gallery/alpine-dawn.svg',
    joined: '2021-03-14',
    followers: 1543,
    following: 419,
    projects: 27,
    friends: ['mo', 'jb', 'lh', 'tr', 'ny', 'pk', 'sv', 'ek'],
  },
  {
    id: 'mo',
    name: 'Mira Okafor',
    role: 'Engineering Manager',
    location: 'Lagos, Nigeria',
    picture: picture('mo'),
    isOnline: true,
  },
  {
    id: 'jb',
    name: 'Jonas Berg',
    role: 'Backend Developer',
    location: 'Oslo, Norway',
    picture: picture('jb'),
    isOnline: true,
  },
  {
    id: 'lh',
    name: 'Lina Haddad',
    role: 'Product Designer',
    location: 'Beirut, Lebanon',
    picture: picture('lh'),
  },
  {
    id: 'tr',
    name: 'Tomás Rivera',
    role: 'Site Reliability Engineer',
    location: 'Valencia, Spain',
    picture: picture('tr'),
    isOnline: true,
  },
  {
    id: 'ny',
    name: 'Noor Yilmaz',
    role: 'Data Analyst',
    location: 'Istanbul, Türkiye',
    picture: picture('ny'),
  },
  {
    id: 'pk',
    name: 'Priya Kapoor',
    role: 'Support Lead',
    location: 'Berlin, Germany',
    picture: picture('pk'),
  },
  {
    id: 'sv',
    name: 'Sofia Varga',
    role: 'Frontend Developer',
    location: 'Budapest, Hungary',
    picture: picture('sv'),
    isOnline: true,
  },
  {
    id: 'ek',
    name: 'Emil Korhonen',
    role: 'Customer Success',
    location: 'Helsinki, Finland',
    picture: picture('ek'),
  },
];
