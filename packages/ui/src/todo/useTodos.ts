import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localStorageTodoRepository, type TodoRepository } from './todoRepository';
import {
  addTodo,
  moveTodo,
  normalizeTodos,
  removeTodo,
  toggleTodo,
  todosByLane,
  type NewTodo,
  type Todo,
  type TodoEnvironment,
  type TodoSeed,
  type TodoState,
} from './todoTransitions';

/** Options of {@link useTodos}. */
export interface UseTodosOptions extends Partial<TodoEnvironment> {
  /**
   * The list shown until the user changes something, e.g. the dashboard's `todos.json`. Untrusted: ids are
   * generated where missing and unreadable entries dropped. While nothing is stored and the user has not
   * changed anything, a new list here (data arriving late) replaces the shown one.
   */
  initialTodos?: readonly TodoSeed[];
  /**
   * The list to show (controlled): the board then keeps nothing itself and reports each change through
   * `onChange`, e.g. to save it on a server. Leave it out to let the board own the list.
   */
  todos?: readonly Todo[];
  /** Where changes persist when the list is not controlled; localStorage under `atrium.todos.v1` by default, `null` for none. */
  repository?: TodoRepository | null;
  /**
   * Called with the new list after every change the user makes. When the list is controlled and saving an
   * added to-do can fail, return the save's promise: if it rejects, the board gives the typed title and
   * description back in its add form.
   */
  onChange?: (todos: readonly Todo[]) => void | PromiseLike<unknown>;
}

/** What {@link useTodos} returns: the list, its lanes and the actions on it. */
export interface TodosState {
  todos: readonly Todo[];
  /** The to-dos of each lane, in list order. */
  lanes: Record<TodoState, Todo[]>;
  /** Adds an Important to-do; returns it, or `null` (nothing added) when the title is blank. */
  add: (input: NewTodo) => Todo | null;
  /** Ticks or unticks the checkbox: completes the to-do or sends it back to Critical. */
  toggle: (id: string) => void;
  /** Moves a to-do into a lane at a position among that lane's to-dos (the end by default). */
  move: (id: string, lane: TodoState, index?: number) => void;
  remove: (id: string) => void;
}

const defaultRepository = localStorageTodoRepository();

/**
 * Owns a to-do list: loads it once from the repository or the initial list, applies and persists changes.
 * With `todos` given it owns nothing and only reports the changed list.
 */
export function useTodos({
  todos: controlled,
  initialTodos,
  repository: givenRepository,
  now,
  createId,
  onChange,
}: UseTodosOptions = {}): TodosState {
  const isControlled = controlled !== undefined;
  const repository = isControlled
    ? null
    : givenRepository === undefined
      ? defaultRepository
      : givenRepository;
  const [stored] = useState(() => repository?.load() ?? null);
  const [edited, setEdited] = useState<readonly Todo[] | null>(null);
  // Normalised once per given list (not per render), so generated ids stay stable while the list does.
  const [initial, setInitial] = useState(() => ({
    source: initialTodos,
    list: normalizeTodos(initialTodos ?? [], { now, createId }),
  }));
  if (initial.source !== initialTodos) {
    setInitial({ source: initialTodos, list: normalizeTodos(initialTodos ?? [], { now, createId }) });
  }
  const todos = controlled ?? edited ?? stored ?? initial.list;
  const lanes = useMemo(() => todosByLane(todos), [todos]);

  // Only the user's changes are written: a visitor who changes nothing keeps following the app's list.
  const latest = useRef({ repository, onChange });
  useEffect(() => {
    latest.current = { repository, onChange };
  });
  useEffect(() => {
    if (edited === null) return;
    latest.current.repository?.save(edited);
    latest.current.onChange?.(edited);
  }, [edited]);

  const update = useCallback(
    (change: (list: readonly Todo[]) => readonly Todo[]) => {
      if (controlled) {
        const next = change(controlled);
        if (next !== controlled) latest.current.onChange?.(next);
        return;
      }
      setEdited((previous) => {
        const base = previous ?? todos;
        const next = change(base);
        return next === base ? previous : next;
      });
    },
    [controlled, todos],
  );

  const env = useMemo(() => ({ now, createId }), [now, createId]);
  const add = useCallback(
    (input: NewTodo) => {
      const next = addTodo(todos, input, env);
      if (next === todos) return null;
      const added = next.at(-1)!;
      // Appending the one built here keeps a single id and timestamp however often React calls the updater.
      update((list) => [...list, added]);
      return added;
    },
    [todos, env, update],
  );
  const toggle = useCallback((id: string) => update((list) => toggleTodo(list, id, env)), [env, update]);
  const move = useCallback(
    (id: string, lane: TodoState, index?: number) => update((list) => moveTodo(list, id, lane, index, env)),
    [env, update],
  );
  const remove = useCallback((id: string) => update((list) => removeTodo(list, id)), [update]);

  return { todos, lanes, add, toggle, move, remove };
}
