import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useResourceRegistry } from '../api/DataProvider';
import {
  applyChanges,
  recordId,
  type ListQuery,
  type ListResult,
  type RecordChanges,
  type ResourceDefinition,
} from './resource';

/** The query key of everything cached for a resource; lists add their query. */
export const resourceKey = (definition: Pick<ResourceDefinition<unknown>, 'name'>) =>
  ['resource', definition.name] as const;

/** Reloads everything cached for the resource when another tab changes it. */
function useResourceSubscription<Record>(definition: ResourceDefinition<Record>) {
  const registry = useResourceRegistry();
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let isActive = true;
    void registry.open(definition).then(
      (resource) => {
        if (!isActive) return;
        unsubscribe = resource.subscribe?.(
          () => void queryClient.invalidateQueries({ queryKey: resourceKey(definition) }),
        );
      },
      // Opening failed (the adapter's code did not load): the query shows that failure itself.
      () => undefined,
    );
    return () => {
      isActive = false;
      unsubscribe?.();
    };
  }, [registry, definition, queryClient]);
}

/** A page of a resource's records, kept fresh when another tab changes them. */
export function useResourceList<Record>(definition: ResourceDefinition<Record>, query?: ListQuery<Record>) {
  const registry = useResourceRegistry();
  useResourceSubscription(definition);
  return useQuery({
    queryKey: [...resourceKey(definition), 'list', query ?? {}],
    queryFn: async ({ signal }) => (await registry.open(definition)).list(query, { signal }),
  });
}

/**
 * One record by its id: `null` when there is none, or when `id` is `undefined` (nothing asked for, so a page
 * that may or may not open a record waits on one query either way). Kept fresh like the lists, and reloaded
 * after every change made through {@link useResourceMutations}.
 */
export function useResourceRecord<Record>(definition: ResourceDefinition<Record>, id: string | undefined) {
  const registry = useResourceRegistry();
  useResourceSubscription(definition);
  return useQuery({
    queryKey: [...resourceKey(definition), 'record', id ?? null],
    queryFn: async ({ signal }): Promise<Record | null> =>
      id === undefined ? null : (await registry.open(definition)).get(id, { signal }),
  });
}

type Snapshot = [readonly unknown[], unknown][];

/** Applies a change to every cached list of the resource at once and returns what they held before. */
async function applyOptimistically<Record>(
  queryClient: QueryClient,
  definition: ResourceDefinition<Record>,
  change: (records: Record[]) => Record[],
): Promise<Snapshot> {
  const lists = [...resourceKey(definition), 'list'];
  // A list arriving now would overwrite the optimistic change with the old data.
  await queryClient.cancelQueries({ queryKey: lists });
  const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: lists });
  queryClient.setQueriesData<ListResult<Record>>({ queryKey: lists }, (list) => {
    if (!list) return list;
    const records = change(list.records);
    return { records, total: list.total + records.length - list.records.length };
  });
  return snapshot;
}

/**
 * Create, update and remove for a resource. Each shows at once in every cached list, rolls back when the
 * backend refuses (the data client has shown the error box by then), and reloads the lists once the last
 * pending change has settled.
 */
export function useResourceMutations<Record>(definition: ResourceDefinition<Record>) {
  const registry = useResourceRegistry();
  const queryClient = useQueryClient();
  const mutationKey = [...resourceKey(definition), 'change'];
  const callbacks = {
    onError: (_error: unknown, _variables: unknown, snapshot: Snapshot | undefined) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => {
      // Reloading while other changes are still pending would show them undone for a moment.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: resourceKey(definition) });
      }
    },
  };
  const matches = (id: string) => (record: Record) => recordId(definition, record) === id;

  const create = useMutation({
    mutationKey,
    mutationFn: async (record: Record) => (await registry.open(definition)).create(record),
    onMutate: (record) => applyOptimistically(queryClient, definition, (records) => [...records, record]),
    ...callbacks,
  });
  const update = useMutation({
    mutationKey,
    mutationFn: async ({ id, changes }: { id: string; changes: RecordChanges<Record> }) =>
      (await registry.open(definition)).update(id, changes),
    onMutate: ({ id, changes }) =>
      applyOptimistically(queryClient, definition, (records) =>
        records.map((record) => (matches(id)(record) ? applyChanges(record, changes) : record)),
      ),
    ...callbacks,
  });
  const remove = useMutation({
    mutationKey,
    mutationFn: async (id: string) => (await registry.open(definition)).remove(id),
    onMutate: (id) =>
      applyOptimistically(queryClient, definition, (records) =>
        records.filter((record) => !matches(id)(record)),
      ),
    ...callbacks,
  });
  return { create, update, remove };
}
