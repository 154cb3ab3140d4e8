import type { SocialPoll } from '../../api/schemas';

/** One option's share of the votes, after the user's own vote is counted. */
export interface PollResult {
  id: string;
  label: string;
  votes: number;
  /** Whole percent of all votes; 0 when nobody has voted. */
  percent: number;
}

/** The poll's options with their vote counts and shares, the user's `votedFor` option counted once more. */
export function pollResults(poll: SocialPoll, votedFor: string | null): PollResult[] {
  const counted = poll.options.map((option) => ({
    ...option,
    votes: option.votes + (option.id === votedFor ? 1 : 0),
  }));
  const total = counted.reduce((sum, option) => sum + option.votes, 0);
  return counted.map((option) => ({
    ...option,
    percent: total === 0 ? 0 : Math.round((option.votes / total) * 100),
  }));
}
