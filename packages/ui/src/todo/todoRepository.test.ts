import { describe, expect, it } from 'vitest';
import { localStorageTodoRepository, memoryTodoRepository, type TodoStorage } from './todoRepository';
import type { Todo } from './todoTransitions';

function fakeStorage(initial: Record<string, string> = {}): TodoStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const todos: Todo[] = [
  { _id: 'a', title: 'Pay rent', state: 'Critical', createdAt: '2026-11-01T00:00:00.000Z' },
  {
    _id: 'b',
    title: 'File taxes',
    state: 'Completed',
    createdAt: '2026-11-01T00:00:00.000Z',
    completedAt: '2026-11-02T00:00:00.000Z',
  },
];

describe('localStorageTodoRepository', () => {
  it('saves under a namespaced, versioned key and loads the same list back', () => {
    const storage = fakeStorage();
    const repository = localStorageTodoRepository({ storage });
    expect(repository.load()).toBeNull();
    repository.save(todos);
    expect([...storage.values.keys()]).toEqual(['atrium.todos.v1']);
    expect(localStorageTodoRepository({ storage }).load()).toEqual(todos);
    expect(localStorageTodoRepository({ storage, namespace: 'other' }).load()).toBeNull();
  });

  it('reads corrupted data as nothing stored', () => {
    for (const raw of ['{not json', '{"todos": []}', '"text"', 'null', '42']) {
      expect(
        localStorageTodoRepository({ storage: fakeStorage({ 'atrium.todos.v1': raw }) }).load(),
      ).toBeNull();
    }
  });

  it('drops unreadable entries of a stored list', () => {
    const raw = JSON.stringify([todos[0], { title: '' }, 'junk']);
    expect(localStorageTodoRepository({ storage: fakeStorage({ 'atrium.todos.v1': raw }) }).load()).toEqual([
      todos[0],
    ]);
  });

  it('never throws when the storage does', () => {
    const broken: TodoStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const repository = localStorageTodoRepository({ storage: broken });
    expect(repository.load()).toBeNull();
    expect(() => repository.save(todos)).not.toThrow();
  });

  it('does nothing without a browser', () => {
    const repository = localStorageTodoRepository();
    expect(repository.load()).toBeNull();
    expect(() => repository.save(todos)).not.toThrow();
  });
});

describe('memoryTodoRepository', () => {
  it('starts empty or with a list and keeps copies', () => {
    const repository = memoryTodoRepository();
    expect(repository.load()).toBeNull();
    const list = [...todos];
    repository.save(list);
    list.pop();
    expect(repository.load()).toEqual(todos);
  });
});
