import { clampPage, pageCount } from '@atrium/ui';
import type { ForumPost, ForumTopic } from '../../api/forumResources';

/**
 * The moment the demo's forum data was written at. While no post is newer, the pages move every time
 * forward by the time since then, so the demo reads as a live forum ("12 minutes ago") on any day; a real
 * forum with newer posts is shown as it is.
 */
export const demoForumNow = Date.parse('2026-01-31T18:00:00.000Z');

/** Milliseconds to add to every stored time before showing it (see {@link demoForumNow}). */
export function forumTimeShift(posts: readonly Pick<ForumPost, 'at'>[], now: number): number {
  const newest = Math.max(...posts.map((post) => Date.parse(post.at)).filter(Number.isFinite));
  return newest <= demoForumNow && now > demoForumNow ? now - demoForumNow : 0;
}

/** What a topic's posts add up to: how many, the replies after the question, and the newest post. */
export interface TopicTally {
  posts: number;
  replies: number;
  lastPost?: ForumPost;
}

/** What a forum's topics add up to: how many topics and posts, and its newest post with that post's topic. */
export interface ForumTally {
  topics: number;
  posts: number;
  lastPost?: ForumPost;
  lastTopic?: ForumTopic;
}

const time = (post: ForumPost) => Date.parse(post.at) || 0;
const newer = (post: ForumPost, than?: ForumPost) => !than || time(post) > time(than);

/** Each topic's tally, by topic id; a topic without posts has none. */
export function tallyTopics(posts: readonly ForumPost[]): Map<string, TopicTally> {
  const tallies = new Map<string, TopicTally>();
  for (const post of posts) {
    const tally = tallies.get(post.topic) ?? { posts: 0, replies: 0 };
    tally.posts += 1;
    tally.replies = tally.posts - 1;
    if (newer(post, tally.lastPost)) tally.lastPost = post;
    tallies.set(post.topic, tally);
  }
  return tallies;
}

/** Each forum's tally, by forum id, from its topics and their tallies. */
export function tallyForums(
  topics: readonly ForumTopic[],
  topicTallies: ReadonlyMap<string, TopicTally>,
): Map<string, ForumTally> {
  const tallies = new Map<string, ForumTally>();
  for (const topic of topics) {
    const tally = tallies.get(topic.forum) ?? { topics: 0, posts: 0 };
    const own = topicTallies.get(topic.id);
    tally.topics += 1;
    tally.posts += own?.posts ?? 0;
    if (own?.lastPost && newer(own.lastPost, tally.lastPost)) {
      tally.lastPost = own.lastPost;
      tally.lastTopic = topic;
    }
    tallies.set(topic.forum, tally);
  }
  return tallies;
}

/** How many posts each member has written, by member id: the count on their author card. */
export function postsByMember(posts: readonly ForumPost[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(post.author.id, (counts.get(post.author.id) ?? 0) + 1);
  return counts;
}

/** A forum's topic list as forums show it: sticky topics first, then the most recently active. */
export function orderTopics(
  topics: readonly ForumTopic[],
  tallies: ReadonlyMap<string, TopicTally>,
): ForumTopic[] {
  const active = (topic: ForumTopic) => {
    const last = tallies.get(topic.id)?.lastPost;
    return last ? time(last) : Date.parse(topic.created) || 0;
  };
  return [...topics].sort(
    (a, b) => Number(b.isSticky ?? false) - Number(a.isSticky ?? false) || active(b) - active(a),
  );
}

/** A topic's posts in the order they were written (ties keep the stored order). */
export function inWritingOrder(posts: readonly ForumPost[]): ForumPost[] {
  return [...posts].sort((a, b) => time(a) - time(b));
}

/** One page of `items`: the page asked for, kept within the pages there are, and how many pages there are. */
export function pageOf<Item>(items: readonly Item[], page: number, pageSize: number) {
  const totalPages = Math.max(1, pageCount(items.length, pageSize));
  const current = clampPage(page, totalPages);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    totalPages,
  };
}
