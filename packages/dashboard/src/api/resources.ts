import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './DataProvider';
import {
  activitiesSchema,
  activityItemsSchema,
  dictionarySchema,
  languagesSchema,
  recentProjectsSchema,
  socialWallSchema,
  userSchema,
} from './schemas';

/** The signed-in user (`user.json`); `enabled: false` skips the call when a sign-in already named the user. */
export function useUser({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['user'],
    queryFn: ({ signal }) => api.get('user.json', userSchema, { signal }),
    enabled,
  });
}

/** Offered languages (`languages.json`). */
export function useLanguages() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['languages'],
    queryFn: ({ signal }) => api.get('languages.json', languagesSchema, { signal }),
  });
}

/** Loader of one language's dictionary (`langs/{key}.json`), for the translation provider. */
export function useDictionaryLoader() {
  const api = useApiClient();
  return (key: string) => api.get(`langs/${encodeURIComponent(key)}.json`, dictionarySchema);
}

/** Activity types of the header dropdown (`activities/activity.json`). */
export function useActivityTypes() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['activities'],
    queryFn: ({ signal }) => api.get('activities/activity.json', activitiesSchema, { signal }),
  });
}

/** Items of one activity type (`activities/activity-{type}.json`). */
export function useActivityItems(type: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['activities', type],
    enabled: Boolean(type),
    queryFn: async ({ signal }) =>
      (
        await api.get(`activities/activity-${encodeURIComponent(type!)}.json`, activityItemsSchema, {
          signal,
        })
      ).data,
  });
}

/** Recent projects of the header dropdown (`projects.json`). */
export function useRecentProjects() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['recent-projects'],
    queryFn: ({ signal }) => api.get('projects.json', recentProjectsSchema, { signal }),
  });
}

/** The Social Wall's photos, poll and forum topics (`social.json`). */
export function useSocialWall() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['social-wall'],
    queryFn: ({ signal }) => api.get('social.json', socialWallSchema, { signal }),
  });
}
