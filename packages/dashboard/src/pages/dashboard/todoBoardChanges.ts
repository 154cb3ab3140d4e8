import type { Todo } from '@atrium/ui';
import type { TodoRecord } from '../../api/todos';
import type { RecordChanges } from '../../data/resource';

/** One write that brings the stored to-dos in line with the board. */
export type TodoWrite =
  | { kind: 'create'; record: TodoRecord }
  | { kind: 'update'; id: string; changes: RecordChanges<TodoRecord> }
  | { kind: 'remove'; id: string };

/** Where a record sorts: its stored position, else its place in the backend's order. */
const sortKeys = (records: readonly TodoRecord[]) =>
  new Map(records.map((record, index) => [record._id, record.position ?? index]));

/** The stored to-dos in board order: by position where set, the backend's order otherwise. */
export function todosInBoardOrder(records: readonly TodoRecord[]): TodoRecord[] {
  const keys = sortKeys(records);
  return [...records].sort((a, b) => keys.get(a._id)! - keys.get(b._id)!);
}

/** Indexes of one longest strictly increasing run of `values` (undefined never takes part). */
function longestIncreasing(values: readonly (number | undefined)[]): Set<number> {
  const length: number[] = [];
  const previous: number[] = [];
  let best = -1;
  values.forEach((value, index) => {
    length[index] = value === undefined ? 0 : 1;
    previous[index] = -1;
    if (value === undefined) return;
    for (let before = 0; before < index; before += 1) {
      const earlier = values[before];
      if (earlier !== undefined && earlier < value && length[before]! + 1 > length[index]!) {
        length[index] = length[before]! + 1;
        previous[index] = before;
      }
    }
    if (best < 0 || length[index]! > length[best]!) best = index;
  });
  const kept = new Set<number>();
  for (let index = best; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}

/**
 * Positions to store so the board's order survives a reload with as few writes as possible: to-dos that
 * already sit in order keep theirs, the moved one goes between its neighbours. While no to-do has a
 * position and none moved, the backend's own order is enough and nothing is written.
 */
function positionWrites(previous: readonly TodoRecord[], next: readonly Todo[]): Map<string, number> {
  const keys = sortKeys(previous);
  const survivors = next.filter((todo) => keys.has(todo._id)).map((todo) => todo._id);
  const stillInOrder = survivors.every(
    (id, index) => index === 0 || keys.get(survivors[index - 1]!)! < keys.get(id)!,
  );
  const firstAdded = next.findIndex((todo) => !keys.has(todo._id));
  const addedAtEnd = firstAdded < 0 || next.slice(firstAdded).every((todo) => !keys.has(todo._id));
  const writes = new Map<string, number>();
  if (stillInOrder && addedAtEnd && previous.every((record) => record.position === undefined)) return writes;

  const values = next.map((todo) => keys.get(todo._id));
  const kept = longestIncreasing(values);
  const stored = new Set(
    previous.filter((record) => record.position !== undefined).map((record) => record._id),
  );
  let lower: number | undefined;
  next.forEach((todo, index) => {
    let position: number;
    if (kept.has(index)) {
      position = values[index]!;
      if (!stored.has(todo._id)) writes.set(todo._id, position);
    } else {
      const upperIndex = values.findIndex((_, at) => at > index && kept.has(at));
      const upper = upperIndex < 0 ? undefined : values[upperIndex];
      position =
        lower === undefined ? (upper ?? 1) - 1 : upper === undefined ? lower + 1 : (lower + upper) / 2;
      writes.set(todo._id, position);
    }
    lower = position;
  });
  return writes;
}

const comparedFields = ['title', 'description', 'state', 'createdAt', 'completedAt'] as const;

/** The writes that turn the stored to-dos (`previous`) into the board's new list (`next`). */
export function todoBoardWrites(previous: readonly TodoRecord[], next: readonly Todo[]): TodoWrite[] {
  const before = new Map(previous.map((record) => [record._id, record]));
  const after = new Set(next.map((todo) => todo._id));
  const positions = positionWrites(previous, next);
  const writes: TodoWrite[] = previous
    .filter((record) => !after.has(record._id))
    .map((record) => ({ kind: 'remove', id: record._id }));
  for (const todo of next) {
    // The board carries each to-do's old position along; the one computed above replaces it.
    const fields: TodoRecord = { ...todo };
    delete fields.position;
    const position = positions.get(todo._id);
    const old = before.get(todo._id);
    if (!old) {
      writes.push({ kind: 'create', record: position === undefined ? fields : { ...fields, position } });
      continue;
    }
    const changes: RecordChanges<TodoRecord> = {};
    for (const field of comparedFields) {
      // null clears a field the board removed, e.g. completedAt when a to-do leaves Completed.
      if (old[field] !== todo[field]) Object.assign(changes, { [field]: todo[field] ?? null });
    }
    if (position !== undefined) changes.position = position;
    if (Object.keys(changes).length > 0) writes.push({ kind: 'update', id: todo._id, changes });
  }
  return writes;
}
