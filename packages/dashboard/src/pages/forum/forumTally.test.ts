import { describe, expect, it } from 'vitest';
import { forumPostSchema, forumTopicSchema } from '../../api/forumResources';
import type { ForumPost, ForumTopic } from '../../api/forumResources';
import { forumPosts, forumTopics } from '../../../../../apps/demo/scripts/data/forum.mjs';
import {
  demoForumNow,
  forumTimeShift,
  inWritingOrder,
  orderTopics,
  pageOf,
  postsByMember,
  tallyForums,
  tallyTopics,
} from './forumTally';

const ada = { id: 'ada', name: 'Ada' };
const jonas = { id: 'jb', name: 'Jonas' };
const post = (id: string, topic: string, at: string, author = ada): ForumPost => ({
  id,
  topic,
  author,
  at,
  body: '<p>x</p>',
});
const topic = (id: string, forum: string, extra: Partial<ForumTopic> = {}): ForumTopic => ({
  id,
  forum,
  title: id,
  author: ada,
  created: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('forum tallies', () => {
  const posts = [
    post('a1', 'a', '2026-01-10T10:00:00Z'),
    post('b1', 'b', '2026-01-12T10:00:00Z', jonas),
    post('a2', 'a', '2026-01-11T10:00:00Z', jonas),
    post('a3', 'a', '2026-01-09T10:00:00Z'),
  ];

  it('count each topic’s posts, its replies after the question and its newest post', () => {
    const tallies = tallyTopics(posts);
    expect(tallies.get('a')).toMatchObject({ posts: 3, replies: 2, lastPost: { id: 'a2' } });
    expect(tallies.get('b')).toMatchObject({ posts: 1, replies: 0, lastPost: { id: 'b1' } });
    expect(tallies.has('c')).toBe(false);
  });

  it('add a forum’s topics up, naming the topic of its newest post', () => {
    const topics = [topic('a', 'widgets'), topic('b', 'widgets'), topic('c', 'data')];
    const tallies = tallyForums(topics, tallyTopics(posts));
    expect(tallies.get('widgets')).toMatchObject({
      topics: 2,
      posts: 4,
      lastPost: { id: 'b1' },
      lastTopic: { id: 'b' },
    });
    expect(tallies.get('data')).toEqual({ topics: 1, posts: 0 });
  });

  it('count each member’s posts', () => {
    expect(postsByMember(posts)).toEqual(
      new Map([
        ['ada', 2],
        ['jb', 2],
      ]),
    );
  });

  it('list sticky topics first, then the most recently active', () => {
    const tallies = tallyTopics(posts);
    const order = orderTopics(
      [
        topic('a', 'f'),
        topic('c', 'f', { created: '2026-01-11T12:00:00Z' }),
        topic('b', 'f'),
        topic('s', 'f', { isSticky: true }),
      ],
      tallies,
    );
    expect(order.map((entry) => entry.id)).toEqual(['s', 'b', 'c', 'a']);
  });

  it('put a topic’s posts in writing order', () => {
    expect(inWritingOrder(posts.filter((entry) => entry.topic === 'a')).map((entry) => entry.id)).toEqual([
      'a3',
      'a1',
      'a2',
    ]);
  });
});

describe('forum pages', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cut a list into pages and keep a page number within them', () => {
    expect(pageOf(items, 1, 10)).toEqual({ items: items.slice(0, 10), page: 1, totalPages: 3 });
    expect(pageOf(items, 3, 10).items).toEqual([21, 22, 23]);
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf(items, Number.NaN, 10).page).toBe(1);
  });

  it('show one empty page for an empty list', () => {
    expect(pageOf([], 2, 10)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('forum times', () => {
  const hour = 3_600_000;

  it('move the demo’s times forward to today, keeping their ages', () => {
    const now = demoForumNow + 300 * 24 * hour;
    expect(forumTimeShift([post('a', 'a', '2026-01-31T17:00:00Z')], now)).toBe(now - demoForumNow);
  });

  it('leave a forum with newer posts, and a clock behind the demo, as they are', () => {
    const later = new Date(demoForumNow + hour).toISOString();
    expect(forumTimeShift([post('a', 'a', later)], demoForumNow + 2 * hour)).toBe(0);
    expect(forumTimeShift([post('a', 'a', '2026-01-01T00:00:00Z')], demoForumNow - hour)).toBe(0);
  });
});

describe('the demo forum data', () => {
  it('passes the schemas the pages read it with', () => {
    for (const entry of forumTopics) expect(forumTopicSchema.safeParse(entry).success, entry.id).toBe(true);
    for (const entry of forumPosts) expect(forumPostSchema.safeParse(entry).success, entry.id).toBe(true);
  });

  it('gives every topic its question, before the demo’s "now", and unique post ids', () => {
    const tallies = tallyTopics(forumPosts);
    for (const entry of forumTopics) expect(tallies.get(entry.id)?.posts, entry.id).toBeGreaterThan(0);
    expect(new Set(forumPosts.map((entry) => entry.id)).size).toBe(forumPosts.length);
    expect(forumTimeShift(forumPosts, demoForumNow + 1)).toBe(1);
  });
});
