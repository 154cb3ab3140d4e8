import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useApiClient } from './DataProvider';

/**
 * One seed to-do of `todos.json` (spec §3). Lenient on purpose: `_id` may be missing (the board generates
 * one) and the board drops entries it cannot read, so one bad entry never hides the whole list.
 */
export const todoSeedSchema = z.object({
  _id: z.optional(z.union([z.string(), z.number()])),
  title: z.string(),
  description: z.nullish(z.string()),
  state: z.optional(z.enum(['Critical', 'Important', 'Completed'])),
  createdAt: z.optional(z.string()),
  completedAt: z.nullish(z.string()),
});
export type TodoSeedEntry = z.infer<typeof todoSeedSchema>;

/** `todos.json`: the to-do board's initial list. */
export const todosSchema = z.array(todoSeedSchema);

/** The to-do board's initial list (`todos.json`); the board keeps the user's changes in its own storage. */
export function useTodoSeed() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['todos'],
    queryFn: ({ signal }) => api.get('todos.json', todosSchema, { signal }),
    // A seed: fetched once per visit, never refetched over what the user is editing.
    staleTime: Infinity,
  });
}
