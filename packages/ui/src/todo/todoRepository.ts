import { normalizeTodos, type Todo } from './todoTransitions';

/**
 * Where the to-do list persists. `load` returns `null` when nothing usable is stored, so the board falls
 * back to its initial list. Swap in an implementation backed by a server to share to-dos across devices.
 */
export interface TodoRepository {
  load(): Todo[] | null;
  save(todos: readonly Todo[]): void;
}

/** Version of the stored format; part of the key, so a future format never misreads an old one. */
export const todoStorageVersion = 1;

/** The subset of the Web Storage API the repository uses. */
export type TodoStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Options of {@link localStorageTodoRepository}. */
export interface LocalStorageTodoRepositoryOptions {
  /** Prefix of the stored key (`<namespace>.v1`), so two boards or apps on one origin keep apart. */
  namespace?: string;
  /** The storage to use; the browser's localStorage by default. */
  storage?: TodoStorage;
}

function browserStorage(): TodoStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the list as JSON in localStorage under `atrium.todos.v1`. Never throws: blocked or full storage and
 * corrupted data read as "nothing stored" (the initial list), and writes that fail are dropped.
 */
export function localStorageTodoRepository({
  namespace = 'atrium.todos',
  storage,
}: LocalStorageTodoRepositoryOptions = {}): TodoRepository {
  const key = `${namespace}.v${todoStorageVersion}`;
  return {
    load() {
      try {
        const raw = (storage ?? browserStorage())?.getItem(key);
        if (raw == null) return null;
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? normalizeTodos(parsed) : null;
      } catch {
        return null;
      }
    },
    save(todos) {
      try {
        (storage ?? browserStorage())?.setItem(key, JSON.stringify(todos));
      } catch {
        // Full or blocked storage: changes last for this visit only.
      }
    },
  };
}

/** A repository held in memory, for tests, stories and apps that persist elsewhere. */
export function memoryTodoRepository(initial: readonly Todo[] | null = null): TodoRepository {
  let stored = initial ? [...initial] : null;
  return {
    load: () => (stored ? [...stored] : null),
    save: (todos) => {
      stored = [...todos];
    },
  };
}
