export { TodoBoard, type TodoBoardProps } from './TodoBoard';
export { defaultTodoBoardStrings, type TodoBoardStrings } from './todoBoardStrings';
export { useTodos, type TodosState, type UseTodosOptions } from './useTodos';
export { laneDropId, useTodoDrag, type TodoDragData, type UseTodoDragOptions } from './useTodoDrag';
export {
  todoStorageVersion,
  localStorageTodoRepository,
  memoryTodoRepository,
  type LocalStorageTodoRepositoryOptions,
  type TodoRepository,
  type TodoStorage,
} from './todoRepository';
export {
  addTodo,
  createTodo,
  createTodoId,
  defaultTodoEnvironment,
  isTodoState,
  isValidTodoTitle,
  moveTodo,
  normalizeTodos,
  removeTodo,
  todoStates,
  todosByLane,
  toggleTodo,
  type NewTodo,
  type Todo,
  type TodoEnvironment,
  type TodoSeed,
  type TodoState,
} from './todoTransitions';
