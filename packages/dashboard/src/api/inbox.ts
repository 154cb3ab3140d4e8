import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { useApiClient } from './DataProvider';

/** A colour as CSS hex (`#a65c00`): the only form drawn, so a config cannot inject other CSS. */
const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));

/** `inbox.json`: the inbox's folders in order, with unread counts as served, and the labels messages carry. */
export const inboxConfigSchema = z.object({
  folders: z
    .array(z.object({ key: z.string().check(z.minLength(1)), unread: z.int().check(z.nonnegative()) }))
    .check(z.minLength(1)),
  labels: z.array(z.object({ key: z.string().check(z.minLength(1)), name: z.string(), color: hexColour })),
});
/** The inbox's folders and labels. */
export type InboxConfig = z.infer<typeof inboxConfigSchema>;
/** A label a message can carry, drawn as a chip in its colour. */
export type InboxLabel = InboxConfig['labels'][number];

/** The query key of the inbox configuration, whose unread counts the inbox refreshes from the messages. */
export const inboxConfigKey = ['inbox-config'] as const;

/** The inbox configuration (`inbox.json`); `enabled: false` leaves it unloaded. */
export function useInboxConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...inboxConfigQuery(useApiClient()), enabled });
}

/** The query of the inbox configuration (`inbox.json`). */
export const inboxConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: inboxConfigKey,
    queryFn: ({ signal }) => api.get('inbox.json', inboxConfigSchema, { signal }),
  });
