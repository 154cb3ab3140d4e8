import { useId } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { faCircleCheck, faCircleExclamation, faTriangleExclamation } from '@fortawesome/free-solid-svg-icons';
import { Badge } from '../badge';
import { Icon } from '../icon';
import { DropZone, EmptyLane, ItemList, LaneHeader, LaneHeading, LaneRoot } from './TodoBoard.styles';
import type { TodoBoardStrings } from './todoBoardStrings';
import { SortableTodoItem } from './TodoItem';
import type { Todo, TodoState } from './todoTransitions';
import { laneDropId } from './useTodoDrag';

// Each lane has its own icon, so lanes are told apart without relying on colour (colour-blind mode).
const laneIcons = {
  Critical: faTriangleExclamation,
  Important: faCircleExclamation,
  Completed: faCircleCheck,
};

interface TodoLaneProps {
  lane: TodoState;
  todos: readonly Todo[];
  strings: TodoBoardStrings;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}

/** A lane: heading with its count, then its to-dos; the whole list area takes drops, even when empty. */
export function TodoLane({ lane, todos, strings, headingLevel, onToggle, onRemove }: TodoLaneProps) {
  const headingId = useId();
  // A lane with to-dos is reached through them; only an empty lane needs its own drop target. This also keeps
  // the arrow keys from stopping on the lane a to-do is already in.
  const { setNodeRef, isOver } = useDroppable({
    id: laneDropId(lane),
    data: { lane },
    disabled: todos.length > 0,
  });
  const ids = todos.map((todo) => todo._id);
  return (
    <LaneRoot aria-labelledby={headingId} data-lane={lane}>
      <LaneHeader $lane={lane}>
        <Icon icon={laneIcons[lane]} isFixedWidth />
        <LaneHeading as={`h${headingLevel}`} id={headingId}>
          {strings.laneNames[lane]}
        </LaneHeading>
        <Badge count={todos.length} aria-label={strings.laneCount(todos.length)} />
      </LaneHeader>
      <DropZone ref={setNodeRef} $isOver={isOver}>
        <SortableContext id={lane} items={ids} strategy={verticalListSortingStrategy}>
          {todos.length > 0 ? (
            <ItemList aria-labelledby={headingId}>
              {todos.map((todo) => (
                <SortableTodoItem
                  key={todo._id}
                  todo={todo}
                  strings={strings}
                  onToggle={onToggle}
                  onRemove={onRemove}
                />
              ))}
            </ItemList>
          ) : (
            <EmptyLane>{strings.emptyLane}</EmptyLane>
          )}
        </SortableContext>
      </DropZone>
    </LaneRoot>
  );
}
