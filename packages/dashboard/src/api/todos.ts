import { normalizeTodos, type Todo } from '@atrium/ui';
import * as z from 'zod/mini';
import type { ResourceDefinition } from '../data/resource';

/**
 * One to-do as a backend holds it. Lenient on purpose: `_id` may be missing (one is generated)
 * and unreadable entries are dropped, so one bad entry never hides the whole list. `position` orders the
 * board once a user has dragged a to-do; without it the backend's order stands.
 */
export const todoSeedSchema = z.object({
  _id: z.optional(z.union([z.string(), z.number()])),
  title: z.string(),
  description: z.nullish(z.string()),
  state: z.optional(z.enum(['Critical', 'Important', 'Completed'])),
  createdAt: z.optional(z.string()),
  completedAt: z.nullish(z.string()),
  position: z.nullish(z.number()),
});
export type TodoSeedEntry = z.infer<typeof todoSeedSchema>;

/** A to-do as the `todos` resource keeps it: the board's to-do plus its place on the board, once set. */
export type TodoRecord = Todo & { position?: number };

/** Reads to-dos from a backend: the board's rules for ids and dates, and each record's stored position. */
export function normalizeTodoRecords(entries: readonly unknown[]): TodoRecord[] {
  const todos = normalizeTodos(entries);
  const positions = new Map<string, number>();
  for (const entry of entries) {
    const { _id, position } = entry as TodoSeedEntry;
    // A repeated id was renamed by normalizeTodos; the first entry keeps the id and its position.
    if (_id != null && typeof position === 'number' && !positions.has(String(_id))) {
      positions.set(String(_id), position);
    }
  }
  return todos.map((todo) => {
    const position = positions.get(todo._id);
    return position === undefined ? todo : { ...todo, position };
  });
}

/** The to-do list (`todos`, seeded from `todos.json`). */
export const todoResource: ResourceDefinition<TodoRecord> = {
  name: 'todos',
  idKey: '_id',
  seedPath: 'todos.json',
  // Where the board kept a visitor's to-dos before it moved onto the data layer.
  legacyStorageKey: 'atrium.todos.v1',
  schema: todoSeedSchema,
  normalize: normalizeTodoRecords,
};
