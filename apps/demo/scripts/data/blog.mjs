// The blog's posts (blog.json): articles from the team, newest first, each with one of the gallery's drawn
// pictures as its image. Dates lie in the demo's fixed anchor month, so the file is the same on every run.
import { galleryPhotos } from './gallery.mjs';

const author = (id, name) => ({ id, name, picture: `api/avatars/${id}.svg` });
const ada = author('ada', 'Ada Lindqvist');
const mira = author('mo', 'Mira Okafor');
const jonas = author('jb', 'Jonas Berg');
const lina = author('lh', 'Lina Haddad');

/** [day of January, author, picture, title, tags, minutes to read, comments, excerpt] — newest first. */
const entries = [
  [
    30,
    ada,
    'alpine-dawn',
    'What we shipped in Atrium 2.4',
    ['release', 'product'],
    4,
    12,
    'Faster exports, the Arabic translation, a gallery with a proper image viewer and a timeline for every team. Here is what changed and why.',
  ],
  [
    27,
    lina,
    'teal-geometry',
    'Designing for seven skins at once',
    ['design', 'accessibility'],
    7,
    8,
    'Every colour in Atrium has to pass contrast checks in seven skins and in both reading directions. How we keep the palette honest without freezing it.',
  ],
  [
    24,
    jonas,
    'downtown-night',
    'Exports that keep up with a million rows',
    ['engineering', 'performance'],
    9,
    15,
    'Streaming the rows instead of building the file in memory took the largest export from 40 seconds to under six. The details, with numbers.',
  ],
  [
    21,
    mira,
    'pine-ridge',
    'How our team runs a calm on-call rota',
    ['team', 'operations'],
    5,
    21,
    'Two people a week, a written hand-over and a rule that every page gets a follow-up. What a year of quieter nights taught us.',
  ],
  [
    18,
    ada,
    'bauhaus-primaries',
    'Dashboards people actually open',
    ['product', 'design'],
    6,
    9,
    'The best dashboard answers one question at a glance. Notes from thirty customer interviews on what earns a place on the first screen.',
  ],
  [
    15,
    jonas,
    'river-city',
    'Right-to-left layouts without a second stylesheet',
    ['engineering', 'accessibility'],
    8,
    6,
    'Logical properties, mirrored icons where they mean direction and nowhere else, and the tests that catch the rest.',
  ],
  [
    12,
    lina,
    'sunset-bay',
    'A gallery that never makes the page jump',
    ['design', 'performance'],
    4,
    4,
    'Reserving each picture’s box before it loads keeps the layout still. Why it matters on a phone, and how we check it in every build.',
  ],
  [
    9,
    mira,
    'storm-front',
    'Incident review: the Friday queue slowdown',
    ['operations', 'engineering'],
    6,
    11,
    'A slow replica held our export queue for eleven minutes. The timeline, what we changed and what we decided not to.',
  ],
  [
    6,
    ada,
    'glacier',
    'Our roadmap for the first quarter',
    ['product', 'release'],
    3,
    18,
    'Reporting, single sign-on and the forum. What each brings, who asked for it, and what we are leaving for later.',
  ],
  [
    3,
    lina,
    'mint-blocks',
    'Notes on a small design system',
    ['design', 'team'],
    5,
    7,
    'One folder per component, stories beside the code and a rule that every story is also a test. What that buys a team of eight.',
  ],
];

/** A gallery picture as a post's image: its file, size and alt text. */
function pictureOf(id) {
  const { src, width, height, alt } = galleryPhotos.find((photo) => photo.id === id);
  return { src, width, height, alt };
}

/** The blog's posts, newest first. */
export const blogPosts = entries.map(
  ([day, writer, picture, title, tags, minutes, comments, excerpt], index) => ({
    id: `post-${String(entries.length - index).padStart(2, '0')}`,
    title,
    author: writer,
    published: `2026-01-${String(day).padStart(2, '0')}`,
    image: pictureOf(picture),
    tags,
    minutes,
    comments,
    excerpt,
  }),
);
