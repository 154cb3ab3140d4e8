import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from './client';
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

/**
 * Loader of one language's dictionary (`langs/{key}.json`), for the translation provider. The same function
 * for as long as the API client is the same: the provider loads again whenever its loader changes, and every
 * translated string re-renders with what arrives.
 */
export function useDictionaryLoader() {
  const api = useApiClient();
  return useCallback(
    (key: string) => api.get(`langs/${encodeURIComponent(key)}.json`, dictionarySchema),
    [api],
  );
}

/** The query of the header dropdown's activity types (`activities/activity.json`). */
export const activityTypesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['activities'],
    queryFn: ({ signal }) => api.get('activities/activity.json', activitiesSchema, { signal }),
  });

/** Activity types of the header dropdown (`activities/activity.json`). */
export function useActivityTypes() {
  return useQuery(activityTypesQuery(useApiClient()));
}

/** Items of one activity type (`activities/activity-{type}.json`). */
export function useActivityItems(type: string | undefined) {
  return useQuery({ ...activityItemsQuery(useApiClient(), type ?? ''), enabled: Boolean(type) });
}

/** The query of one activity type's items (`activities/activity-{type}.json`). */
export const activityItemsQuery = (api: ApiClient, type: string) =>
  queryOptions({
    queryKey: ['activities', type],
    queryFn: async ({ signal }) =>
      (
        await api.get(`activities/activity-${encodeURIComponent(type)}.json`, activityItemsSchema, {
          signal,
        })
      ).data,
  });

/** Recent projects of the header dropdown (`projects.json`). */
export function useRecentProjects() {
  return useQuery(recentProjectsQuery(useApiClient()));
}

/** The query of the header's recent projects (`projects.json`). */
export const recentProjectsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['recent-projects'],
    queryFn: ({ signal }) => api.get('projects.json', recentProjectsSchema, { signal }),
  });

/** The Social Wall's photos, poll and forum topics (`social.json`). */
export function useSocialWall() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['social-wall'],
    queryFn: ({ signal }) => api.get('social.json', socialWallSchema, { signal }),
  });
}
