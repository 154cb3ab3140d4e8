import { useCallback, useRef, useState } from 'react';
import { addStatus, demoPosts, toggleLike, type SocialPerson, type SocialPost } from './socialDemoData';

/** What {@link useSocialFeed} gives the page. */
export interface SocialFeedState {
  posts: readonly SocialPost[];
  /** The moment the feed was opened; post ages are told from it. */
  openedAt: number;
  /** Puts the trimmed text on top of the feed; returns false (and posts nothing) when it is blank. */
  postStatus: (text: string) => boolean;
  toggleLike: (id: string) => void;
}

/** Owns the wall's feed for the session: the demo posts, the user's new statuses and their likes. */
export function useSocialFeed(author: SocialPerson): SocialFeedState {
  const [openedAt] = useState(() => Date.now());
  const [posts, setPosts] = useState<readonly SocialPost[]>(() => demoPosts(openedAt));
  const nextId = useRef(1);

  const postStatus = useCallback(
    (text: string) => {
      if (text.trim() === '') return false;
      const id = `status-${nextId.current++}`;
      setPosts((current) => addStatus(current, text, author, Date.now(), id));
      return true;
    },
    [author],
  );
  const like = useCallback((id: string) => setPosts((current) => toggleLike(current, id)), []);

  return { posts, openedAt, postStatus, toggleLike: like };
}
