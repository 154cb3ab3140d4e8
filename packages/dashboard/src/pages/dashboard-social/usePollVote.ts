import { useCallback, useState } from 'react';

/** What {@link usePollVote} gives the poll card. */
export interface PollVoteState {
  /** The option the user has voted for this visit, or null before voting. */
  votedFor: string | null;
  /** Records the vote for the rest of the visit. */
  vote: (optionId: string) => void;
}

const storageKey = (pollId: string) => `atrium.social-poll.${pollId}`;

// Session storage is the visit: the vote survives moving between pages and reloads, and is gone with the tab.
// Storage can be switched off (private modes, sandboxed frames); the vote then lasts as long as the card.
function readVote(pollId: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(pollId));
  } catch {
    return null;
  }
}

function writeVote(pollId: string, optionId: string) {
  try {
    window.sessionStorage.setItem(storageKey(pollId), optionId);
  } catch {
    // Nothing to do: the vote is still shown from state.
  }
}

/** Owns the user's vote in one poll for the visit. */
export function usePollVote(pollId: string): PollVoteState {
  const [votedFor, setVotedFor] = useState(() => readVote(pollId));
  const vote = useCallback(
    (optionId: string) => {
      writeVote(pollId, optionId);
      setVotedFor(optionId);
    },
    [pollId],
  );
  return { votedFor, vote };
}
