import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addStatus,
  demoPosts,
  elapsed,
  followersByMonth,
  growthPercent,
  socialProfile,
  teamMembers,
  toggleLike,
} from './socialDemoData';

const now = Date.UTC(2026, 10, 23, 12, 0);
const me = { name: 'Ada Lindqvist', picture: 'api/avatars/ada.svg' };

describe('demoPosts', () => {
  it('is the same feed on every call, newest first, with unique ids', () => {
    const posts = demoPosts(now);
    expect(demoPosts(now)).toEqual(posts);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    const times = posts.map((post) => post.postedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((time) => time < now)).toBe(true);
  });

  it('ends the follower series at the profile follower count', () => {
    expect(followersByMonth.at(-1)).toBe(socialProfile.followers);
  });
});

describe('addStatus', () => {
  it('puts the trimmed text on top as the author, with no likes yet', () => {
    const posts = demoPosts(now);
    const next = addStatus(posts, '  Shipping today!\n', me, now, 'new');
    expect(next).toHaveLength(posts.length + 1);
    expect(next[0]).toEqual({
      id: 'new',
      author: me,
      postedAt: now,
      text: 'Shipping today!',
      likes: 0,
      comments: 0,
      isLiked: false,
    });
    expect(next.slice(1)).toEqual(posts);
  });

  it('keeps markup as plain text', () => {
    const text = '<img src=x onerror=alert(1)>';
    expect(addStatus([], text, me, now, 'x')[0]?.text).toBe(text);
  });

  it('refuses any blank text and returns the same feed', () => {
    const posts = demoPosts(now);
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(addStatus(posts, blank, me, now, 'x')).toBe(posts);
      }),
    );
  });
});

describe('toggleLike', () => {
  it('likes and unlikes one post, moving its count by one', () => {
    const posts = demoPosts(now);
    const target = posts.find((post) => !post.isLiked)!;
    const liked = toggleLike(posts, target.id);
    const after = liked.find((post) => post.id === target.id)!;
    expect(after).toMatchObject({ isLiked: true, likes: target.likes + 1 });
    expect(liked.filter((post) => post.id !== target.id)).toEqual(posts.filter((p) => p.id !== target.id));
    expect(toggleLike(liked, target.id)).toEqual(posts);
  });

  it('returns to the start after any even number of toggles', () => {
    const posts = demoPosts(now);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...posts.map((post) => post.id)), { maxLength: 20 }), (ids) => {
        const twice = [...ids, ...ids].reduce<readonly (typeof posts)[number][]>(
          (feed, id) => toggleLike(feed, id),
          posts,
        );
        expect(twice).toEqual(posts);
      }),
    );
  });

  it('never counts below zero', () => {
    const post = { ...demoPosts(now)[0]!, likes: 0, isLiked: true, author: teamMembers.mira };
    expect(toggleLike([post], post.id)[0]?.likes).toBe(0);
  });
});

describe('elapsed', () => {
  const minute = 60_000;
  it.each([
    [0, { value: 0, unit: 'minute' }],
    [30_000, { value: 0, unit: 'minute' }],
    [12 * minute, { value: 12, unit: 'minute' }],
    [95 * minute, { value: 1, unit: 'hour' }],
    [1_439 * minute, { value: 23, unit: 'hour' }],
    [2_950 * minute, { value: 2, unit: 'day' }],
  ])('tells %i ms as %o', (age, expected) => {
    expect(elapsed(now - age, now)).toEqual(expected);
  });

  it('treats a moment in the future as now', () => {
    expect(elapsed(now + minute, now)).toEqual({ value: 0, unit: 'minute' });
  });
});

describe('growthPercent', () => {
  it('is the change from the first to the last value, to one decimal', () => {
    expect(growthPercent([200, 250])).toBe(25);
    expect(growthPercent([3, 2])).toBe(-33.3);
    expect(growthPercent(followersByMonth)).toBe(48.8);
  });

  it('is 0 without a usable start', () => {
    expect(growthPercent([])).toBe(0);
    expect(growthPercent([0, 10])).toBe(0);
  });
});
