// Demo content of the Social Wall: a product team's feed, the signed-in user's profile and their statistics.
// Everything is fixed (times are offsets from "now") so the page reads the same on every visit.

/** Someone who posts or acts on the wall. */
export interface SocialPerson {
  name: string;
  /** Relative URL of the avatar under the demo's api/ folder. */
  picture: string;
}

/** One post of the feed. */
export interface SocialPost {
  id: string;
  author: SocialPerson;
  /** When it was posted, in epoch milliseconds. */
  postedAt: number;
  /** Plain text; never interpreted as markup. */
  text: string;
  likes: number;
  comments: number;
  /** Whether the signed-in user likes it. */
  isLiked: boolean;
}

/** Profile details the user API does not carry. */
export interface SocialProfile {
  role: string;
  location: string;
  bio: string;
  email: string;
  phone: string;
  followers: number;
  following: number;
  /** Posts published before the ones shown in the feed. */
  earlierPosts: number;
}

/** One entry of the recent activity list. */
export interface SocialActivity {
  id: string;
  person: SocialPerson;
  /** What they did, after their name, e.g. "commented on your post". */
  action: string;
  minutesAgo: number;
}

/** One engagement ring: a percentage and what it measures. */
export interface EngagementRate {
  key: string;
  label: string;
  percent: number;
  variant: 'primary' | 'success' | 'info' | 'warning';
}

const minute = 60_000;
const avatar = (key: string) => `api/avatars/${key}.svg`;

export const teamMembers = {
  mira: { name: 'Mira Okafor', picture: avatar('mo') },
  jonas: { name: 'Jonas Berg', picture: avatar('jb') },
  lina: { name: 'Lina Haddad', picture: avatar('lh') },
  tomas: { name: 'Tomás Rivera', picture: avatar('tr') },
  noor: { name: 'Noor Yilmaz', picture: avatar('ny') },
  priya: { name: 'Priya Kapoor', picture: avatar('pk') },
} satisfies Record<string, SocialPerson>;

export const socialProfile: SocialProfile = {
  role: 'Head of Product Design',
  location: 'Stockholm, Sweden',
  bio: 'Designing calm tools for busy teams. Coffee first, then pixels. Currently shaping the Atrium 4 dashboard.',
  email: 'ada.lindqvist@atrium.example',
  phone: '+46 8 555 012 34',
  followers: 2_846,
  following: 312,
  earlierPosts: 184,
};

const seedPosts: readonly (Omit<SocialPost, 'postedAt'> & { minutesAgo: number })[] = [
  {
    id: 'p1',
    author: teamMembers.mira,
    minutesAgo: 12,
    text: 'Release 4.2 is live! Dark skins, faster tables and the new widget grid. Thank you all for a smooth launch week.',
    likes: 48,
    comments: 9,
    isLiked: false,
  },
  {
    id: 'p2',
    author: teamMembers.jonas,
    minutesAgo: 95,
    text: 'Vendor contract signed: the EU data centre moves in January. Migration plan is in the shared drive.',
    likes: 21,
    comments: 4,
    isLiked: true,
  },
  {
    id: 'p3',
    author: teamMembers.lina,
    minutesAgo: 260,
    text: 'Export timeouts are gone. p95 for large CSV exports went from 41 s to 6 s after the streaming rewrite.',
    likes: 36,
    comments: 7,
    isLiked: false,
  },
  {
    id: 'p4',
    author: teamMembers.noor,
    minutesAgo: 1_380,
    text: 'Usability round 3 wrapped up: 8 of 9 participants found the skin chooser without help. Notes below.',
    likes: 17,
    comments: 5,
    isLiked: false,
  },
  {
    id: 'p5',
    author: teamMembers.tomas,
    minutesAgo: 2_950,
    text: 'Welcome Priya to the platform team! She joins us from the payments squad and already fixed two flaky tests.',
    likes: 63,
    comments: 14,
    isLiked: true,
  },
  {
    id: 'p6',
    author: teamMembers.priya,
    minutesAgo: 4_400,
    text: 'Thanks for the warm welcome, everyone. Looking forward to the offsite in Lisbon next month.',
    likes: 29,
    comments: 3,
    isLiked: false,
  },
];

/** The feed as it stands at `now`: newest first. */
export function demoPosts(now: number): SocialPost[] {
  return seedPosts.map(({ minutesAgo, ...post }) => ({ ...post, postedAt: now - minutesAgo * minute }));
}

/** Followers at the end of each of the last twelve months, oldest first (the last is `followers`). */
export const followersByMonth: readonly number[] = [
  1_912, 1_968, 2_035, 2_080, 2_172, 2_251, 2_318, 2_402, 2_489, 2_611, 2_734, 2_846,
];

/** Posts per day over the last two weeks, oldest first. */
export const postsPerDay: readonly number[] = [3, 5, 2, 6, 4, 1, 0, 4, 7, 5, 6, 3, 2, 5];

export const engagementRates: readonly EngagementRate[] = [
  { key: 'reach', label: 'Reach', percent: 72, variant: 'primary' },
  { key: 'engagement', label: 'Engagement', percent: 46, variant: 'success' },
  { key: 'replies', label: 'Replies', percent: 28, variant: 'info' },
];

export const recentActivity: readonly SocialActivity[] = [
  { id: 'a1', person: teamMembers.mira, action: 'liked your post about the design review', minutesAgo: 4 },
  { id: 'a2', person: teamMembers.lina, action: 'commented on “Release 4.2 is live”', minutesAgo: 18 },
  { id: 'a3', person: teamMembers.priya, action: 'started following you', minutesAgo: 55 },
  { id: 'a4', person: teamMembers.jonas, action: 'shared your post with Platform', minutesAgo: 140 },
  { id: 'a5', person: teamMembers.noor, action: 'mentioned you in “Usability round 3”', minutesAgo: 1_390 },
];

/** Growth over the period, in percent with one decimal: (last − first) / first. */
export function growthPercent(series: readonly number[]): number {
  const first = series[0];
  const last = series[series.length - 1];
  if (first === undefined || last === undefined || first === 0) return 0;
  return Math.round(((last - first) / first) * 1000) / 10;
}

/** The feed with the user's new status on top, or the same feed when the text is blank. */
export function addStatus(
  posts: readonly SocialPost[],
  text: string,
  author: SocialPerson,
  now: number,
  id: string,
): readonly SocialPost[] {
  const trimmed = text.trim();
  if (trimmed === '') return posts;
  return [{ id, author, postedAt: now, text: trimmed, likes: 0, comments: 0, isLiked: false }, ...posts];
}

/** The feed with one post's like flipped and its count moved with it. */
export function toggleLike(posts: readonly SocialPost[], id: string): readonly SocialPost[] {
  return posts.map((post) =>
    post.id === id
      ? { ...post, isLiked: !post.isLiked, likes: Math.max(0, post.likes + (post.isLiked ? -1 : 1)) }
      : post,
  );
}

/** Units a post's age is told in, largest first, with their length in minutes. */
const ageUnits = [
  ['day', 1_440],
  ['hour', 60],
  ['minute', 1],
] as const;

/** How long ago `then` was, in the largest whole unit; under a minute is `{ value: 0, unit: 'minute' }`. */
export function elapsed(then: number, now: number): { value: number; unit: (typeof ageUnits)[number][0] } {
  const minutes = Math.max(0, Math.floor((now - then) / minute));
  for (const [unit, size] of ageUnits) {
    if (minutes >= size) return { value: Math.floor(minutes / size), unit };
  }
  return { value: 0, unit: 'minute' };
}
