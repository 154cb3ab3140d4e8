import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SocialPoll } from '../../api/schemas';
import { pollResults } from './pollVote';

const poll = (votes: readonly number[]): SocialPoll => ({
  id: 'poll',
  author: { name: 'Jonas Berg', picture: '' },
  minutesAgo: 0,
  question: 'Where next?',
  options: votes.map((count, index) => ({ id: `o${index}`, label: `Option ${index}`, votes: count })),
});

describe('pollResults', () => {
  it('counts the user’s vote once, on the option they chose', () => {
    const results = pollResults(poll([14, 9, 6]), 'o1');
    expect(results.map((result) => result.votes)).toEqual([14, 10, 6]);
    expect(results.map((result) => result.percent)).toEqual([47, 33, 20]);
  });

  it('counts nothing extra before the user votes', () => {
    expect(pollResults(poll([1, 3]), null).map((result) => result.percent)).toEqual([25, 75]);
  });

  it('gives every option 0% when nobody has voted', () => {
    expect(pollResults(poll([0, 0, 0]), null).map((result) => result.percent)).toEqual([0, 0, 0]);
  });

  it('keeps every share between 0 and 100 and the shares near 100 in total', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000), { minLength: 2, maxLength: 6 }), fc.nat(5), (votes, pick) => {
        const results = pollResults(poll(votes), `o${pick % votes.length}`);
        const total = results.reduce((sum, result) => sum + result.percent, 0);
        for (const result of results) expect(result.percent).toBeGreaterThanOrEqual(0);
        expect(Math.abs(total - 100)).toBeLessThanOrEqual(votes.length);
      }),
    );
  });
});
