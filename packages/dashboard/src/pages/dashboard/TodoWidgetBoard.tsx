import { Alert, TodoBoard } from '@atrium/ui';
import { useTodoSeed } from '../../api/todos';

// The widget already carries the "To-do list" title; the board inside gets its own name.
const boardStrings = { board: 'To-do board' };

/** The board seeded from `todos.json`; its own module, loaded when scrolled to. */
export default function TodoWidgetBoard() {
  const seed = useTodoSeed();
  return (
    <>
      {/* The board shows at once and takes the seed when it arrives; a failed seed leaves it usable. */}
      {seed.isError && <Alert variant="warning">The sample to-dos could not be loaded.</Alert>}
      <TodoBoard initialTodos={seed.data} headingLevel={3} strings={boardStrings} />
    </>
  );
}
