// The forum (forum/forums.json, forum/topics.json, forum/posts.json): the product community's boards, their
// topics and every post. Times count back from `forumNow`, the moment the forum pages treat as "now" (they
// move every time forward by the same amount), so the files are the same on every run.
import {
  announcement,
  flagshipPosts,
  flagshipTopic,
  markupQuestion,
  openers,
  replies,
} from './forumWords.mjs';

/** The moment the demo's forum was written at; the newest post is a few minutes older. */
export const forumNow = '2026-01-31T18:00:00.000Z';

const member = (id, name, rank) => ({ id, name, rank, picture: `api/avatars/${id}.svg` });
/** The people who write, by the avatar files generate-api writes, with their forum rank. */
const members = [
  member('ada', 'Ada Lindqvist', 'Administrator'),
  member('mo', 'Mira Okafor', 'Moderator'),
  member('jb', 'Jonas Berg', 'Core team'),
  member('lh', 'Lina Haddad', 'Core team'),
  member('tr', 'Tomás Rivera', 'Veteran'),
  member('ny', 'Noor Yilmaz', 'Veteran'),
  member('pk', 'Priya Kapoor', 'Member'),
  member('sv', 'Sofia Varga', 'Member'),
  member('ek', 'Emil Korhonen', 'Newcomer'),
];
const byId = Object.fromEntries(members.map((person) => [person.id, person]));
const team = members.slice(0, 4);

/** [category, id, icon, name, description, topic titles (⚑ sticky, 🔒 locked)] in board order. */
const boards = [
  [
    'Atrium',
    'announcements',
    'bullhorn',
    'Announcements',
    'Releases, maintenance windows and news from the team.',
    [
      '⚑🔒Forum rules and how to ask a good question',
      'Atrium 2.3.2: a fix for exports with empty columns',
      'Atrium 2.3.1: calendar time zones and a faster first load',
      'Atrium 2.3 adds the timeline and the invoice pages',
      'Scheduled maintenance of the demo site on 14 January',
      'Atrium 2.2.4: right-to-left fixes in the navigation menu',
      'Atrium 2.2 brings the inbox and the REST adapter',
      'We are moving the changelog to the documentation site',
      'Atrium 2.1.3: a security fix in the rich-text editor',
      'Atrium 2.1: seven skins and the colour-blind mode',
      'Atrium 2.0 is here: React 19 and a new data layer',
      'Long-term support for the 1.x line ends in March',
    ],
  ],
  [
    'Atrium',
    'getting-started',
    'rocket',
    'Getting started',
    'Installing the kit, your first dashboard and the demo data.',
    [
      'npm install fails with ERESOLVE on a fresh project',
      'How do I add my own page to the menu?',
      'The demo shows a blank screen behind a corporate proxy',
      'Hash URLs or browser history: which should I use?',
    ],
  ],
  [
    'Atrium',
    'ideas',
    'lightbulb',
    'Feedback and ideas',
    'Tell us what to build next and vote on what others asked for.',
    [
      'A Kanban board view for the to-do widget',
      'Export a whole dashboard as a PDF report',
      'Keyboard shortcuts for switching skins',
    ],
  ],
  [
    'Building with Atrium',
    'widgets',
    'table-cells-large',
    'Widgets and layout',
    'The widget grid, panels, the ribbon and responsive layouts.',
    [
      '⚑Saving a widget grid layout per user',
      'Widget title shows <b>bold</b> literally — bug or feature?',
      'Collapsing every widget at once from the ribbon',
      'Full-screen widget hides the notification boxes',
      'Two-column layout on tablets in portrait',
      'Sticky header and the minified menu on small laptops',
      'Dragging widgets between columns on a touch screen',
      'How to lazy-load widgets below the fold',
      'Widget colour picker: adding our brand colours',
      'Resetting the layout from the settings panel',
      'Nested widgets inside a tab panel',
      '🔒Widget grid crashes with duplicate ids (fixed in 2.3.1)',
    ],
  ],
  [
    'Building with Atrium',
    'charts',
    'chart-line',
    'Charts and tables',
    'Graphs, the data grid, exports and large data sets.',
    [
      'Streaming a million rows into the data grid',
      'Custom tooltips on the line chart',
      'Exporting the filtered rows only',
      'Pie chart colours in the dark skins',
      'Server-side sorting with the REST adapter',
    ],
  ],
  [
    'Building with Atrium',
    'themes',
    'palette',
    'Themes and skins',
    'Tokens, the seven skins, right-to-left and accessibility.',
    [
      'Building an eighth skin from the tokens',
      'Contrast of muted text in Glass',
      'Logical properties and third-party components',
    ],
  ],
  [
    'Building with Atrium',
    'data',
    'database',
    'Data and REST',
    'Resources, adapters, json-server and your own backend.',
    [
      'Writing an adapter for a GraphQL backend',
      'Why does the REST adapter read before a PATCH?',
      'IndexedDB quota errors in private windows',
      'Sharing changes between tabs',
    ],
  ],
  [
    'Community',
    'showcase',
    'star',
    'Show and tell',
    'Dashboards, plugins and themes made by the community.',
    [
      'Our fleet-tracking dashboard built on Atrium',
      'A Nordic skin with a winter palette',
      'Open-source plugin: a Gantt chart widget',
    ],
  ],
  [
    'Community',
    'off-topic',
    'mug-hot',
    'Off topic',
    'Anything else: tools, books, conferences and coffee.',
    ['Which monitor do you design dashboards on?', 'Favourite talks from this year’s front-end conferences'],
  ],
  [
    'Community',
    'jobs',
    'briefcase',
    'Jobs',
    'Teams hiring people who know React and Atrium.',
    ['Front-end engineer, remote within Europe', 'Freelance: a dashboard for a logistics start-up'],
  ],
];

/** A small fixed-seed generator (mulberry32): the same data on every run, without a file of numbers. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20260131);
const pick = (list) => list[Math.floor(next() * list.length)];
const between = (low, high) => low + Math.floor(next() * (high - low + 1));
const minute = 60_000;
const before = (minutes) => new Date(Date.parse(forumNow) - minutes * minute).toISOString();

/** The boards' forums, in board order. */
export const forumForums = boards.map(([category, id, icon, name, description]) => ({
  id,
  category,
  icon,
  name,
  description,
}));

/** Every topic, each forum's in the order written; the first is the one the post page opens by default. */
export const forumTopics = [];
/** Every post, oldest first within a topic; the first post of a topic is its question. */
export const forumPosts = [];

function addTopic({ id, forum, title, author, isSticky, isLocked, posts, views }) {
  forumTopics.push({
    id,
    forum,
    title,
    author: { id: author.id, name: author.name, picture: author.picture },
    created: posts[0].at,
    views,
    ...(isSticky ? { isSticky } : {}),
    ...(isLocked ? { isLocked } : {}),
  });
  posts.forEach((post, index) =>
    forumPosts.push({ id: `${id}-${String(index + 1).padStart(2, '0')}`, topic: id, ...post }),
  );
}

// The post page's default topic: a release discussion written out in full, long enough for two pages.
addTopic({
  ...flagshipTopic,
  forum: 'announcements',
  isSticky: true,
  author: byId.ada,
  views: 4812,
  posts: flagshipPosts.map(([person, minutesAgo, body]) => ({
    author: byId[person],
    at: before(minutesAgo),
    body,
  })),
});

boards.forEach(([, forum, , , , titles], forumIndex) => {
  titles.forEach((marked, topicIndex) => {
    const title = marked.replace(/^[⚑🔒]+/u, '');
    // Older topics in the list were last active longer ago; the first of each forum is the liveliest.
    const newest = between(6, 90) + topicIndex * between(300, 2400) + forumIndex * 45;
    const count = marked.includes('🔒') ? 1 : between(2, 6);
    const span = between(60, 4000);
    const people = members.filter(() => next() < 0.6);
    // The team writes the announcements; anyone opens a topic elsewhere.
    const isNews = forum === 'announcements';
    const opener = isNews ? announcement : title.includes('<b>') ? markupQuestion : pick(openers);
    const posts = Array.from({ length: count }, (_, index) => ({
      author: index > 0 ? pick(people.length > 0 ? people : members) : pick(isNews ? team : members),
      at: before(newest + Math.round((span * (count - 1 - index)) / Math.max(1, count - 1))),
      body: index === 0 ? opener : pick(replies),
    }));
    addTopic({
      id: `${forum}-${String(topicIndex + 1).padStart(2, '0')}`,
      forum,
      title,
      author: posts[0].author,
      isSticky: marked.includes('⚑'),
      isLocked: marked.includes('🔒'),
      views: between(40, 2600),
      posts,
    });
  });
});
