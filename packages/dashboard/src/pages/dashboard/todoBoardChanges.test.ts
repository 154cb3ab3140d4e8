import { addTodo, moveTodo, removeTodo, toggleTodo, todoStates, type Todo } from '@atrium/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TodoRecord } from '../../api/todos';
import { applyChanges } from '../../data/resource';
import { todoBoardWrites, todosInBoardOrder, type TodoWrite } from './todoBoardChanges';

const at = '2026-11-20T08:00:00.000Z';
const stored: TodoRecord[] = ['a', 'b', 'c', 'd'].map((id) => ({
  _id: id,
  title: `To-do ${id}`,
  state: id === 'd' ? 'Completed' : 'Important',
  createdAt: at,
  ...(id === 'd' ? { completedAt: at } : {}),
}));
const now = () => new Date('2026-11-26T10:00:00.000Z');

/** What a backend holds after the writes: updates in place, creates at the end. */
function applyWrites(records: readonly TodoRecord[], writes: readonly TodoWrite[]): TodoRecord[] {
  let result = [...records];
  for (const write of writes) {
    if (write.kind === 'create') result = [...result, write.record];
    else if (write.kind === 'remove') result = result.filter((record) => record._id !== write.id);
    else
      result = result.map((record) =>
        record._id === write.id ? applyChanges(record, write.changes) : record,
      );
  }
  return result;
}

const withoutPositions = (todos: readonly Todo[]) =>
  todos.map((todo) => {
    const copy: TodoRecord = { ...todo };
    delete copy.position;
    return copy;
  });

describe('todoBoardWrites', () => {
  it('writes one change for a tick, clearing completedAt with null when a to-do leaves Completed', () => {
    expect(todoBoardWrites(stored, toggleTodo(stored, 'a', { now }))).toEqual([
      { kind: 'update', id: 'a', changes: { state: 'Completed', completedAt: '2026-11-26T10:00:00.000Z' } },
    ]);
    expect(todoBoardWrites(stored, toggleTodo(stored, 'd', { now }))).toEqual([
      { kind: 'update', id: 'd', changes: { state: 'Critical', completedAt: null } },
    ]);
  });

  it('creates an added to-do and removes a deleted one without touching the others', () => {
    const added = addTodo(stored, { _id: 'e', title: 'New' }, { now });
    expect(todoBoardWrites(stored, added)).toEqual([{ kind: 'create', record: added.at(-1) }]);
    expect(todoBoardWrites(stored, removeTodo(stored, 'b'))).toEqual([{ kind: 'remove', id: 'b' }]);
  });

  it('stores positions once a to-do moves, so the order survives a reload', () => {
    const moved = moveTodo(stored, 'c', 'Important', 0, { now });
    const writes = todoBoardWrites(stored, moved);
    expect(todosInBoardOrder(applyWrites(stored, writes)).map((todo) => todo._id)).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
    // With every position stored, the next move writes only the moved to-do.
    const positioned = todosInBoardOrder(applyWrites(stored, writes));
    const again = todoBoardWrites(positioned, moveTodo(positioned, 'a', 'Important', 2, { now }));
    expect(again).toEqual([{ kind: 'update', id: 'a', changes: { position: expect.any(Number) } }]);
  });

  it('makes the stored list read back as the board showed it after any session of changes', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('move' as const),
        pick: fc.nat(),
        lane: fc.constantFrom(...todoStates),
        index: fc.nat(5),
      }),
      fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('add' as const),
        title: fc.string({ minLength: 1 }).filter((title) => title.trim() !== ''),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 15 }), (actions) => {
        let records = [...stored];
        let added = 0;
        for (const step of actions) {
          const board = todosInBoardOrder(records);
          const target = board[('pick' in step ? step.pick : 0) % Math.max(board.length, 1)];
          let next: readonly Todo[];
          if (step.kind === 'add') {
            next = addTodo(board, { _id: `new-${(added += 1)}`, title: step.title }, { now });
          } else if (!target) continue;
          else if (step.kind === 'move') next = moveTodo(board, target._id, step.lane, step.index, { now });
          else if (step.kind === 'toggle') next = toggleTodo(board, target._id, { now });
          else next = removeTodo(board, target._id);
          records = applyWrites(records, todoBoardWrites(board, next));
          expect(withoutPositions(todosInBoardOrder(records))).toEqual(withoutPositions(next));
        }
      }),
      { numRuns: 200 },
    );
  });
});
