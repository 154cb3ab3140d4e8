import { Alert, Icon, TodoBoard, Widget } from '@atrium/ui';
import { faListCheck } from '@fortawesome/free-solid-svg-icons';
import { useTodoSeed } from '../../api/todos';

// The widget already carries the "To-do list" title; the board inside gets its own name.
const boardStrings = { board: 'To-do board' };

/** The to-do widget: the board seeded from `todos.json`; the board keeps the user's changes itself. */
export function TodoWidget() {
  const seed = useTodoSeed();
  return (
    <Widget defaultTitle="To-do list" icon={<Icon icon={faListCheck} />} buttons={{ edit: false }}>
      {/* The board shows at once and takes the seed when it arrives; a failed seed leaves it usable. */}
      {seed.isError && <Alert variant="warning">The sample to-dos could not be loaded.</Alert>}
      <TodoBoard initialTodos={seed.data} headingLevel={3} strings={boardStrings} />
    </Widget>
  );
}
