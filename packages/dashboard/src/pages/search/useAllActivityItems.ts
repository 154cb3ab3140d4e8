import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../api/DataProvider';
import { activityItemsSchema, type ActivityItem, type ActivityType } from '../../api/schemas';

/** Items of every activity type, with which types are still loading and which failed. */
export interface AllActivityItems {
  /** Loaded items by type; a type still loading or failed is absent. */
  itemsByType: Record<string, ActivityItem[]>;
  pendingTypes: string[];
  failedTypes: string[];
  /** Fetches the failed types again. */
  retryFailed: () => void;
}

/**
 * Fetches `activities/activity-{type}.json` for every type at once; it shares the cache of
 * `useActivityItems`, so the header's dropdown and the search page load each file once.
 */
export function useAllActivityItems(types: readonly ActivityType[] | undefined): AllActivityItems {
  const api = useApiClient();
  const combine = useCallback(
    (
      results: Array<{ data?: ActivityItem[]; isPending: boolean; isError: boolean; refetch: () => unknown }>,
    ) => {
      const itemsByType: Record<string, ActivityItem[]> = {};
      const pendingTypes: string[] = [];
      const failedTypes: string[] = [];
      const retries: Array<() => unknown> = [];
      results.forEach((result, index) => {
        const type = types?.[index]?.type;
        if (type === undefined) return;
        if (result.data) itemsByType[type] = result.data;
        else if (result.isError) {
          failedTypes.push(type);
          retries.push(result.refetch);
        } else if (result.isPending) pendingTypes.push(type);
      });
      return {
        itemsByType,
        pendingTypes,
        failedTypes,
        retryFailed: () => retries.forEach((retry) => void retry()),
      };
    },
    [types],
  );
  return useQueries({
    queries: (types ?? []).map(({ type }) => ({
      queryKey: ['activities', type],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await api.get(`activities/activity-${encodeURIComponent(type)}.json`, activityItemsSchema, {
            signal,
          })
        ).data,
    })),
    combine,
  });
}
