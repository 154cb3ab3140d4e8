import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWidgetLayout,
  deleteWidget,
  findWidget,
  mergeWidgetLayout,
  moveWidget,
  parseStoredWidgetLayout,
  toStoredWidgetLayout,
  updateWidgetState,
  widgetIdsOf,
} from './widgetLayout';
import { createLocalWidgetLayoutRepository, widgetLayoutStorageKey } from './widgetLayoutRepository';

const defaults = createWidgetLayout([['a', 'b', 'c'], ['d'], []], { b: { isCollapsed: true } });
const sorted = (ids: string[]) => [...ids].sort();

describe('moveWidget', () => {
  it('reorders within a column', () => {
    expect(moveWidget(defaults, 'a', 0, 2).columns[0]).toEqual(['b', 'c', 'a']);
    expect(moveWidget(defaults, 'c', 0, 0).columns[0]).toEqual(['c', 'a', 'b']);
  });

  it('moves across columns, into an empty one too, clamping the index', () => {
    const moved = moveWidget(defaults, 'b', 1, 0);
    expect(moved.columns).toEqual([['a', 'c'], ['b', 'd'], []]);
    expect(moveWidget(defaults, 'd', 2, 99).columns).toEqual([['a', 'b', 'c'], [], ['d']]);
  });

  it('returns the same layout for unknown widgets, missing columns and no-op moves', () => {
    expect(moveWidget(defaults, 'zz', 0, 0)).toBe(defaults);
    expect(moveWidget(defaults, 'a', 5, 0)).toBe(defaults);
    expect(moveWidget(defaults, 'a', 0, 0)).toBe(defaults);
  });

  it('keeps the multiset of ids through any sequence of moves', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const move = fc.record({
      id: fc.constantFrom(...ids, 'unknown'),
      column: fc.integer({ min: -1, max: 4 }),
      index: fc.integer({ min: -2, max: 8 }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        let layout = createWidgetLayout([['a', 'b'], ['c', 'd', 'e'], ['f']]);
        for (const { id, column, index } of moves) layout = moveWidget(layout, id, column, index);
        expect(sorted(layout.columns.flat())).toEqual(ids);
        expect(layout.columns).toHaveLength(3);
      }),
    );
  });

  it('puts the widget exactly where asked when the target is valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a', 'b', 'c', 'd'),
        fc.integer({ min: 0, max: 2 }),
        fc.nat(5),
        (id, column, index) => {
          const moved = moveWidget(defaults, id, column, index);
          const position = findWidget(moved, id)!;
          expect(position.column).toBe(column);
          expect(position.index).toBe(Math.min(index, moved.columns[column]!.length - 1));
        },
      ),
    );
  });
});

describe('deleteWidget and updateWidgetState', () => {
  it('hides a deleted widget and remembers it', () => {
    const layout = deleteWidget(defaults, 'b');
    expect(layout.columns[0]).toEqual(['a', 'c']);
    expect(layout.deleted).toEqual(['b']);
    expect(sorted(widgetIdsOf(layout))).toEqual(['a', 'b', 'c', 'd']);
    expect(deleteWidget(layout, 'b')).toBe(layout);
  });

  it('merges a state patch over the stored state', () => {
    const layout = updateWidgetState(defaults, 'b', { color: 'green' });
    expect(layout.widgets.b).toEqual({ isCollapsed: true, color: 'green' });
    expect(defaults.widgets.b).toEqual({ isCollapsed: true });
  });
});

describe('mergeWidgetLayout', () => {
  it('uses the defaults when nothing is stored', () => {
    expect(mergeWidgetLayout(null, defaults)).toBe(defaults);
  });

  it('keeps stored order, drops unknown ids and duplicates, appends new default widgets', () => {
    const stored = {
      columns: [['c', 'ghost'], ['a', 'c'], [], ['d']],
      widgets: { a: { title: 'Mine' }, ghost: { color: 'red' } },
      deleted: ['ghost'],
    };
    const merged = mergeWidgetLayout(stored, defaults);
    expect(merged.columns).toEqual([['c', 'b'], ['a'], ['d']]);
    expect(merged.widgets).toEqual({ a: { title: 'Mine' }, b: { isCollapsed: true } });
    expect(merged.deleted).toEqual([]);
  });

  it('keeps deleted widgets deleted and lets stored state override default state', () => {
    const stored = { columns: [['a'], ['d']], widgets: { b: { isCollapsed: false } }, deleted: ['b', 'c'] };
    const merged = mergeWidgetLayout(stored, defaults);
    expect(merged.columns).toEqual([['a'], ['d'], []]);
    expect(merged.deleted).toEqual(['b', 'c']);
    expect(merged.widgets.b).toEqual({ isCollapsed: false });
  });

  it('always places or deletes every default widget exactly once', () => {
    const anyId = fc.constantFrom('a', 'b', 'c', 'd', 'x', 'y');
    const storedLayout = fc.record({
      columns: fc.array(fc.array(anyId), { maxLength: 5 }),
      widgets: fc.constant({}),
      deleted: fc.array(anyId),
    });
    fc.assert(
      fc.property(storedLayout, (stored) => {
        const merged = mergeWidgetLayout(stored, defaults);
        expect(sorted(widgetIdsOf(merged))).toEqual(['a', 'b', 'c', 'd']);
        expect(merged.columns).toHaveLength(3);
      }),
    );
  });
});

describe('parseStoredWidgetLayout', () => {
  it('reads back what it stores', () => {
    const layout = updateWidgetState(deleteWidget(defaults, 'c'), 'a', { title: 'T', color: 'blue' });
    const json = JSON.parse(JSON.stringify(toStoredWidgetLayout(layout)));
    expect(parseStoredWidgetLayout(json)).toEqual(layout);
  });

  it.each([
    ['garbage', 'not a layout'],
    ['null', null],
    ['another version', { version: 2, columns: [], widgets: {}, deleted: [] }],
    ['no version', { columns: [['a']], widgets: {}, deleted: [] }],
    ['numbers as ids', { version: 1, columns: [[1]], widgets: {}, deleted: [] }],
    ['widgets as a list', { version: 1, columns: [['a']], widgets: [], deleted: [] }],
    ['a state that is not an object', { version: 1, columns: [['a']], widgets: { a: 'x' }, deleted: [] }],
  ])('rejects %s', (_name, value) => {
    expect(parseStoredWidgetLayout(value)).toBeNull();
  });

  it('ignores unknown or mistyped state fields', () => {
    const value = {
      version: 1,
      columns: [['a']],
      widgets: { a: { isCollapsed: 'yes', extra: 1, title: 'T' } },
      deleted: [],
    };
    expect(parseStoredWidgetLayout(value)?.widgets).toEqual({ a: { title: 'T' } });
  });
});

describe('createLocalWidgetLayoutRepository', () => {
  const memoryStorage = () => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };

  it('saves one versioned key per grid, loads it back and clears it', () => {
    const storage = memoryStorage();
    const repository = createLocalWidgetLayoutRepository({ storage });
    repository.save('page', defaults);
    expect(JSON.parse(storage.values.get('atrium.widgets.page')!)).toMatchObject({ version: 1 });
    expect(repository.load('page')).toEqual(defaults);
    expect(repository.load('other')).toBeNull();
    repository.clear('page');
    expect(storage.values.size).toBe(0);
  });

  it('treats unreadable JSON and throwing storage as nothing saved', () => {
    const storage = memoryStorage();
    storage.values.set(widgetLayoutStorageKey('page'), '{not json');
    expect(createLocalWidgetLayoutRepository({ storage }).load('page')).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const repository = createLocalWidgetLayoutRepository({ storage: broken });
    expect(repository.load('page')).toBeNull();
    expect(() => repository.save('page', defaults)).not.toThrow();
    expect(() => repository.clear('page')).not.toThrow();
  });
});
