/** The lanes of the to-do board, in display order. */
export const todoStates = ['Critical', 'Important', 'Completed'] as const;

/** State of a to-do, which is also the lane it shows in. */
export type TodoState = (typeof todoStates)[number];

/** One to-do. Dates are ISO 8601 strings so the list survives JSON storage unchanged. */
export interface Todo {
  _id: string;
  title: string;
  description?: string;
  state: TodoState;
  createdAt: string;
  /** Set exactly when the to-do is Completed. */
  completedAt?: string;
}

/** What a user enters to add a to-do; `_id` is generated when left out. */
export interface NewTodo {
  _id?: string;
  title: string;
  description?: string;
}

/** A to-do as a data file or an app may supply it: only the title is required. */
export interface TodoSeed {
  _id?: string | number;
  title: string;
  description?: string | null;
  state?: TodoState;
  createdAt?: string;
  completedAt?: string | null;
}

/** Where transitions get the time and new ids from; injectable so tests and demos are deterministic. */
export interface TodoEnvironment {
  now: () => Date;
  createId: () => string;
}

let fallbackCounter = 0;

/** A random id: a UUID where the browser offers one (secure contexts), otherwise time, counter and noise. */
export function createTodoId(): string {
  const uuid = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  if (uuid) return uuid();
  fallbackCounter += 1;
  return `todo-${Date.now().toString(36)}-${fallbackCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The real clock and random ids. */
export const defaultTodoEnvironment: TodoEnvironment = { now: () => new Date(), createId: createTodoId };

function environment(given: Partial<TodoEnvironment>): TodoEnvironment {
  return { now: given.now ?? defaultTodoEnvironment.now, createId: given.createId ?? createTodoId };
}

/** Whether a title may be added: required, and spaces alone do not count. */
export function isValidTodoTitle(title: string): boolean {
  return title.trim().length > 0;
}

/** Builds a new Important to-do from user input, or `null` when the title is blank. */
export function createTodo(input: NewTodo, env: Partial<TodoEnvironment> = {}): Todo | null {
  if (!isValidTodoTitle(input.title)) return null;
  const { now, createId } = environment(env);
  const description = input.description?.trim();
  return {
    _id: input._id?.trim() || createId(),
    title: input.title.trim(),
    ...(description ? { description } : {}),
    state: 'Important',
    createdAt: now().toISOString(),
  };
}

/** Appends a new to-do; returns the same list when the title is blank. */
export function addTodo(
  todos: readonly Todo[],
  input: NewTodo,
  env: Partial<TodoEnvironment> = {},
): readonly Todo[] {
  const todo = createTodo(input, env);
  return todo ? [...todos, todo] : todos;
}

function withoutCompletedAt(todo: Todo): Todo {
  const rest = { ...todo };
  delete rest.completedAt;
  return rest;
}

/**
 * Ticks or unticks a to-do's checkbox: with no completedAt it becomes Completed, completed now;
 * otherwise it becomes Critical and completedAt is cleared. Unknown ids leave the list as it is.
 */
export function toggleTodo(
  todos: readonly Todo[],
  id: string,
  env: Partial<TodoEnvironment> = {},
): readonly Todo[] {
  const index = todos.findIndex((todo) => todo._id === id);
  const todo = todos[index];
  if (!todo) return todos;
  const next: Todo = todo.completedAt
    ? { ...withoutCompletedAt(todo), state: 'Critical' }
    : { ...todo, state: 'Completed', completedAt: environment(env).now().toISOString() };
  return todos.map((item, at) => (at === index ? next : item));
}

/**
 * Moves a to-do into `lane` at `index` among that lane's to-dos (the end when left out or too large). The
 * lane sets the state; completedAt is set to now on entering Completed and cleared in any other lane
 * (the checkbox reads it to tell a completed to-do). Reordering inside Completed keeps the original completion time.
 */
export function moveTodo(
  todos: readonly Todo[],
  id: string,
  lane: TodoState,
  index?: number,
  env: Partial<TodoEnvironment> = {},
): readonly Todo[] {
  const todo = todos.find((item) => item._id === id);
  if (!todo) return todos;
  let moved: Todo;
  if (lane !== 'Completed') moved = { ...withoutCompletedAt(todo), state: lane };
  else if (todo.state === 'Completed' && todo.completedAt) moved = todo;
  else moved = { ...todo, state: 'Completed', completedAt: environment(env).now().toISOString() };

  const rest = todos.filter((item) => item._id !== id);
  const laneItems = rest.filter((item) => item.state === lane);
  const target = Math.max(0, Math.min(index ?? laneItems.length, laneItems.length));
  const before = laneItems[target];
  const last = laneItems.at(-1);
  // The flat list keeps one order for all lanes: place the to-do next to its new neighbours in the lane.
  const at = before ? rest.indexOf(before) : last ? rest.indexOf(last) + 1 : rest.length;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** Removes a to-do; unknown ids leave the list as it is. */
export function removeTodo(todos: readonly Todo[], id: string): readonly Todo[] {
  return todos.some((todo) => todo._id === id) ? todos.filter((todo) => todo._id !== id) : todos;
}

/** The to-dos of each lane, in list order. */
export function todosByLane(todos: readonly Todo[]): Record<TodoState, Todo[]> {
  const lanes: Record<TodoState, Todo[]> = { Critical: [], Important: [], Completed: [] };
  for (const todo of todos) lanes[todo.state].push(todo);
  return lanes;
}

/** Whether a value names one of the three lanes. */
export function isTodoState(value: unknown): value is TodoState {
  return typeof value === 'string' && (todoStates as readonly string[]).includes(value);
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function normalizeOne(value: unknown, env: TodoEnvironment, seen: Set<string>): Todo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.title !== 'string' || !isValidTodoTitle(entry.title)) return null;
  if (entry.description != null && typeof entry.description !== 'string') return null;
  const state = entry.state ?? 'Important';
  if (!isTodoState(state)) return null;
  const createdAt = entry.createdAt == null ? env.now().toISOString() : isoDate(entry.createdAt);
  const givenCompletedAt = entry.completedAt == null ? null : isoDate(entry.completedAt);
  if (createdAt === null || (entry.completedAt != null && givenCompletedAt === null)) return null;

  const rawId = typeof entry._id === 'number' ? String(entry._id) : entry._id;
  let id = typeof rawId === 'string' ? rawId.trim() : '';
  // Drag and drop and React keys need unique ids: a repeated id is replaced like a missing one, and a
  // suffix guards against a generator that repeats itself.
  if (!id || seen.has(id)) {
    const base = env.createId();
    id = base;
    for (let suffix = 2; seen.has(id); suffix += 1) id = `${base}-${suffix}`;
  }
  seen.add(id);
  const description = typeof entry.description === 'string' ? entry.description.trim() : '';
  return {
    _id: id,
    title: entry.title.trim(),
    ...(description ? { description } : {}),
    state,
    createdAt,
    // completedAt goes with the Completed state, so the checkbox can rely on it.
    ...(state === 'Completed' ? { completedAt: givenCompletedAt ?? createdAt } : {}),
  };
}

/**
 * Turns untrusted data (a JSON file, old storage) into a valid list: ids are generated where missing or
 * repeated, missing states default to Important, and entries that cannot be read are dropped, never thrown on.
 */
export function normalizeTodos(input: unknown, env: Partial<TodoEnvironment> = {}): Todo[] {
  if (!Array.isArray(input)) return [];
  const resolved = environment(env);
  const seen = new Set<string>();
  const todos: Todo[] = [];
  for (const value of input) {
    const todo = normalizeOne(value, resolved, seen);
    if (todo) todos.push(todo);
  }
  return todos;
}
