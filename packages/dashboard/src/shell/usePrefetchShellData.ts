import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../api/DataProvider';
import { inboxConfigQuery } from '../api/inbox';
import { activityItemsQuery, activityTypesQuery, recentProjectsQuery } from '../api/resources';
import { routeAt } from '../routes';
import { inboxPath } from './useInboxUnread';

/**
 * Asks for the data the frame's header and menu show (activities, recent projects, the inbox's unread count)
 * while the frame's code is still on its way. Asked for by the frame itself, the data arrived after it had
 * drawn, and each answer drew the header or the whole menu again in one long task; ready in the cache, it is
 * there for the first drawing.
 */
export function usePrefetchShellData() {
  const queryClient = useQueryClient();
  const api = useApiClient();
  useEffect(() => {
    void queryClient
      .fetchQuery(activityTypesQuery(api))
      .then(([first]) => first && queryClient.prefetchQuery(activityItemsQuery(api, first.type)))
      // The header reports a failure when it asks again; nothing is lost here.
      .catch(() => undefined);
    void queryClient.prefetchQuery(recentProjectsQuery(api));
    if (routeAt(inboxPath)) void queryClient.prefetchQuery(inboxConfigQuery(api));
  }, [queryClient, api]);
}
