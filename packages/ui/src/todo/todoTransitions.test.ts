import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naughtyStrings } from '../../test/naughtyStrings';
import {
  addTodo,
  createTodo,
  moveTodo,
  normalizeTodos,
  removeTodo,
  todoStates,
  todosByLane,
  toggleTodo,
  type Todo,
  type TodoEnvironment,
} from './todoTransitions';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const LATER = new Date('2026-11-23T12:30:00.000Z');

function counterEnv(now = NOW): TodoEnvironment {
  let next = 0;
  return { now: () => now, createId: () => `id-${++next}` };
}

const todo = (id: string, state: Todo['state'], extra: Partial<Todo> = {}): Todo => ({
  _id: id,
  title: `Title ${id}`,
  state,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...(state === 'Completed' ? { completedAt: '2026-11-02T00:00:00.000Z' } : {}),
  ...extra,
});

const list: readonly Todo[] = [
  todo('a', 'Critical'),
  todo('b', 'Important'),
  todo('c', 'Critical'),
  todo('d', 'Completed'),
  todo('e', 'Important'),
];

/** Arbitrary valid lists with unique ids. */
const todosArbitrary = fc
  .uniqueArray(
    fc.record({ _id: fc.string({ minLength: 1, maxLength: 6 }), state: fc.constantFrom(...todoStates) }),
    { selector: (entry) => entry._id, maxLength: 12 },
  )
  .map((entries) => entries.map((entry) => todo(entry._id, entry.state)));

describe('createTodo / addTodo', () => {
  it('adds an Important to-do with a trimmed title, a generated id and createdAt now', () => {
    const next = addTodo([], { title: '  Call the bank  ', description: ' soon ' }, counterEnv());
    expect(next).toEqual([
      {
        _id: 'id-1',
        title: 'Call the bank',
        description: 'soon',
        state: 'Important',
        createdAt: NOW.toISOString(),
      },
    ]);
  });

  it('keeps a given id', () => {
    expect(createTodo({ _id: 'mine', title: 'T' }, counterEnv())?._id).toBe('mine');
  });

  it('rejects blank titles and returns the same list', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\s\u00a0\u2003\u3000\uFEFF]*$/), (title) => {
        expect(addTodo(list, { title }, counterEnv())).toBe(list);
      }),
    );
  });

  it('stores hostile titles verbatim (trimmed), as plain data', () => {
    for (const title of naughtyStrings) {
      const added = createTodo({ title }, counterEnv());
      if (title.trim() === '') expect(added).toBeNull();
      else expect(added?.title).toBe(title.trim());
    }
  });
});

describe('toggleTodo', () => {
  it('completes a to-do without completedAt, now', () => {
    const next = toggleTodo(list, 'a', counterEnv(LATER));
    expect(next.find((item) => item._id === 'a')).toMatchObject({
      state: 'Completed',
      completedAt: LATER.toISOString(),
    });
  });

  it('sends a completed to-do back to Critical and clears completedAt', () => {
    const back = toggleTodo(list, 'd', counterEnv()).find((item) => item._id === 'd');
    expect(back?.state).toBe('Critical');
    expect(back).not.toHaveProperty('completedAt');
  });

  it('twice returns any open to-do to Critical, and leaves the others alone', () => {
    fc.assert(
      fc.property(todosArbitrary, fc.nat(), (todos, pick) => {
        fc.pre(todos.length > 0);
        const target = todos[pick % todos.length]!;
        const twice = toggleTodo(toggleTodo(todos, target._id, counterEnv()), target._id, counterEnv());
        expect(twice.map((item) => item._id)).toEqual(todos.map((item) => item._id));
        const after = twice.find((item) => item._id === target._id)!;
        expect(after.state).toBe(target.completedAt ? 'Completed' : 'Critical');
        twice.forEach((item, index) => item !== after && expect(item).toBe(todos[index]));
      }),
    );
  });

  it('ignores unknown ids', () => {
    expect(toggleTodo(list, 'nope', counterEnv())).toBe(list);
  });
});

describe('moveTodo', () => {
  it('sets the lane state and completedAt only for Completed', () => {
    const done = moveTodo(list, 'a', 'Completed', 0, counterEnv(LATER));
    expect(todosByLane(done).Completed.map((item) => item._id)).toEqual(['a', 'd']);
    expect(done.find((item) => item._id === 'a')?.completedAt).toBe(LATER.toISOString());
    const reopened = moveTodo(list, 'd', 'Important', 1, counterEnv());
    expect(todosByLane(reopened).Important.map((item) => item._id)).toEqual(['b', 'd', 'e']);
    expect(reopened.find((item) => item._id === 'd')).not.toHaveProperty('completedAt');
  });

  it('reorders within a lane and keeps the completion time inside Completed', () => {
    expect(todosByLane(moveTodo(list, 'a', 'Critical', 1)).Critical.map((item) => item._id)).toEqual([
      'c',
      'a',
    ]);
    const kept = moveTodo(list, 'd', 'Completed', 0, counterEnv(LATER)).find((item) => item._id === 'd');
    expect(kept?.completedAt).toBe('2026-11-02T00:00:00.000Z');
  });

  it('drops into an empty lane and clamps indexes', () => {
    const emptyCompleted = list.filter((item) => item.state !== 'Completed');
    const moved = moveTodo(emptyCompleted, 'b', 'Completed', 99, counterEnv());
    expect(todosByLane(moved).Completed.map((item) => item._id)).toEqual(['b']);
  });

  it('keeps every to-do exactly once, lands at the asked index and the lane decides the state', () => {
    fc.assert(
      fc.property(
        todosArbitrary,
        fc.nat(),
        fc.constantFrom(...todoStates),
        fc.nat({ max: 15 }),
        (todos, pick, lane, index) => {
          fc.pre(todos.length > 0);
          const target = todos[pick % todos.length]!;
          const moved = moveTodo(todos, target._id, lane, index, counterEnv(LATER));
          expect([...moved.map((item) => item._id)].sort()).toEqual(
            [...todos.map((item) => item._id)].sort(),
          );
          const laneIds = todosByLane(moved)[lane].map((item) => item._id);
          expect(laneIds.indexOf(target._id)).toBe(Math.min(index, laneIds.length - 1));
          const after = moved.find((item) => item._id === target._id)!;
          expect(after.state).toBe(lane);
          expect(after.completedAt !== undefined).toBe(lane === 'Completed');
          // Other lanes keep their order.
          const before = todosByLane(todos);
          for (const other of todoStates.filter((state) => state !== lane)) {
            const expected = before[other].filter((item) => item._id !== target._id);
            expect(todosByLane(moved)[other].map((item) => item._id)).toEqual(
              expected.map((item) => item._id),
            );
          }
        },
      ),
    );
  });
});

describe('removeTodo', () => {
  it('removes by id and ignores unknown ids', () => {
    expect(removeTodo(list, 'c').map((item) => item._id)).toEqual(['a', 'b', 'd', 'e']);
    expect(removeTodo(list, 'nope')).toBe(list);
  });
});

describe('normalizeTodos', () => {
  it('generates missing ids, defaults the state and pairs completedAt with Completed', () => {
    const result = normalizeTodos(
      [
        { title: 'No id' },
        { _id: 7, title: ' Number id ', state: 'Critical', completedAt: '2026-01-01T00:00:00Z' },
        { _id: 'x', title: 'Done', state: 'Completed', createdAt: '2026-02-03T04:05:06Z' },
      ],
      counterEnv(),
    );
    expect(result).toEqual([
      { _id: 'id-1', title: 'No id', state: 'Important', createdAt: NOW.toISOString() },
      { _id: '7', title: 'Number id', state: 'Critical', createdAt: NOW.toISOString() },
      {
        _id: 'x',
        title: 'Done',
        state: 'Completed',
        createdAt: '2026-02-03T04:05:06.000Z',
        completedAt: '2026-02-03T04:05:06.000Z',
      },
    ]);
  });

  it('drops entries it cannot read and replaces repeated ids', () => {
    const result = normalizeTodos(
      [
        null,
        42,
        'text',
        [],
        { title: '' },
        { title: '   ' },
        { title: 5 },
        { title: 'Bad state', state: 'Urgent' },
        { title: 'Bad date', createdAt: 'yesterday' },
        { title: 'Bad description', description: { html: '<b>' } },
        { _id: 'dup', title: 'First' },
        { _id: 'dup', title: 'Second' },
      ],
      { now: () => NOW, createId: () => 'dup' },
    );
    expect(result.map((item) => [item._id, item.title])).toEqual([
      ['dup', 'First'],
      ['dup-2', 'Second'],
    ]);
  });

  it('never throws and always returns valid, uniquely identified to-dos', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything()), (single, many) => {
        for (const input of [single, many]) {
          const result = normalizeTodos(input, counterEnv());
          expect(new Set(result.map((item) => item._id)).size).toBe(result.length);
          for (const item of result) {
            expect(item.title.trim()).toBe(item.title);
            expect(item.title).not.toBe('');
            expect(todoStates).toContain(item.state);
            expect(item.completedAt !== undefined).toBe(item.state === 'Completed');
          }
        }
      }),
    );
  });

  it('is idempotent on its own output', () => {
    const once = normalizeTodos([...list, { title: 'New' }], counterEnv());
    expect(normalizeTodos(once, counterEnv())).toEqual(once);
  });
});
