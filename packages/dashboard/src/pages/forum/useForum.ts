import { useMemo, useState } from 'react';
import { forumPostResource, forumResource, forumTopicResource } from '../../api/forumResources';
import { useResourceList } from '../../data/useResource';
import { forumTimeShift, postsByMember, tallyForums, tallyTopics } from './forumTally';

/**
 * The forum as the three forum pages read it: forums, topics and posts through the data layer, with what they
 * add up to (counts and newest posts) and the shift that makes the demo's times read as recent.
 */
export function useForum() {
  const forums = useResourceList(forumResource);
  const topics = useResourceList(forumTopicResource);
  const posts = useResourceList(forumPostResource);
  // One "now" for the visit, so ages do not change under the reader while the page is open.
  const [now] = useState(() => Date.now());
  const derived = useMemo(() => {
    const allPosts = posts.data?.records ?? [];
    const allTopics = topics.data?.records ?? [];
    const topicTallies = tallyTopics(allPosts);
    return {
      topicTallies,
      forumTallies: tallyForums(allTopics, topicTallies),
      memberPosts: postsByMember(allPosts),
      shift: forumTimeShift(allPosts, now),
    };
  }, [posts.data, topics.data, now]);
  return {
    forums: forums.data?.records ?? [],
    topics: topics.data?.records ?? [],
    posts: posts.data?.records ?? [],
    isPending: forums.isPending || topics.isPending || posts.isPending,
    isError: forums.isError || topics.isError || posts.isError,
    now,
    ...derived,
  };
}
