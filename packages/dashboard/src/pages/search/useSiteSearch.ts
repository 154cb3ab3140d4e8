import { formatRelativeActivityTime, parseActivityTime, useTranslation } from '@atrium/ui';
import { useCallback, useMemo, useState } from 'react';
import { useActivityTypes } from '../../api/resources';
import { countByKind, searchDocuments, type SearchDocument, type SearchHit } from './searchIndex';
import { activityDocuments, pageDocuments, pageKind } from './searchSources';
import { useAllActivityItems } from './useAllActivityItems';

/** A kind of result the page can be filtered by. */
export interface SearchKind {
  key: string;
  /** Plural label, e.g. "Pages" or "Messages". */
  title: string;
  count: number;
}

/** What {@link useSiteSearch} finds, and how complete it is. */
export interface SiteSearch {
  /** Every page of the dashboard, for suggestions when there is nothing (yet) to show. */
  pages: SearchDocument[];
  /** Every hit of every kind, best first. */
  hits: SearchHit[];
  /** Pages first, then the activity types in the order the header lists them. */
  kinds: SearchKind[];
  /** Activities are still loading: the hits so far are pages (and any types already loaded). */
  isSearchingActivities: boolean;
  /** Labels of the activity sources that could not be loaded, so could not be searched. */
  failedSources: string[];
  /** Loads the failed sources again. */
  retry: () => void;
}

/** Searches the dashboard's pages at once, and its activities as they arrive; owns no state but the clock. */
export function useSiteSearch(query: string): SiteSearch {
  const { t } = useTranslation();
  const types = useActivityTypes();
  const activities = useAllActivityItems(types.data);
  // One clock per visit, so relative times do not shift while the user reads.
  const [now] = useState(() => new Date());
  const formatTime = useCallback(
    (iso: string) => {
      const time = parseActivityTime(iso);
      return time ? formatRelativeActivityTime(time, now) : undefined;
    },
    [now],
  );

  const pages = useMemo(() => pageDocuments(undefined, t), [t]);
  const activityDocs = useMemo(
    () => activityDocuments(types.data ?? [], activities.itemsByType, formatTime, t),
    [types.data, activities.itemsByType, formatTime, t],
  );
  const hits = useMemo(
    () => searchDocuments([...pages, ...activityDocs], query),
    [pages, activityDocs, query],
  );

  const counts = countByKind(hits);
  const kinds: SearchKind[] = [
    { key: pageKind, title: t('Pages'), count: counts.get(pageKind) ?? 0 },
    ...(types.data ?? []).map((type) => ({
      key: type.type,
      title: t(type.title),
      count: counts.get(type.type) ?? 0,
    })),
  ];
  const failedSources = types.isError
    ? ['Activities']
    : (types.data ?? [])
        .filter((type) => activities.failedTypes.includes(type.type))
        .map((type) => t(type.title));

  return {
    pages,
    hits,
    kinds,
    isSearchingActivities: types.isPending || activities.pendingTypes.length > 0,
    failedSources,
    retry: () => {
      if (types.isError) void types.refetch();
      activities.retryFailed();
    },
  };
}
