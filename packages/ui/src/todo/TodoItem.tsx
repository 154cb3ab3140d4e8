import { faGripVertical, faXmark } from '@fortawesome/free-solid-svg-icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useDateFormatter } from 'react-aria';
import { useReducedMotion } from '../chart/useReducedMotion';
import { Checkbox } from '../checkbox';
import { Icon } from '../icon';
import {
  DateLine,
  Description,
  Grip,
  ItemBody,
  ItemRoot,
  OverlayTitle,
  RemoveButton,
} from './TodoBoard.styles';
import type { TodoBoardStrings } from './todoBoardStrings';
import type { Todo } from './todoTransitions';
import type { TodoDragData } from './useTodoDrag';

interface TodoDatesProps {
  todo: Todo;
  strings: TodoBoardStrings;
}

/** "Added …" or, once done, "Completed …", in the user's locale. */
function TodoDate({ todo, strings }: TodoDatesProps) {
  const formatter = useDateFormatter({ dateStyle: 'medium' });
  const iso = todo.completedAt ?? todo.createdAt;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = formatter.format(date);
  return (
    <DateLine dateTime={iso}>
      {todo.completedAt ? strings.completedOn(text) : strings.createdOn(text)}
    </DateLine>
  );
}

interface SortableTodoItemProps {
  todo: Todo;
  strings: TodoBoardStrings;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One to-do in a lane: grip to drag, checkbox with the title, description, date and remove button. */
export function SortableTodoItem({ todo, strings, onToggle, onRemove }: SortableTodoItemProps) {
  const isReducedMotion = useReducedMotion();
  const data: TodoDragData = { title: todo.title, lane: todo.state };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: todo._id, data, transition: isReducedMotion ? null : undefined });
  const isCompleted = todo.completedAt !== undefined;
  return (
    <ItemRoot
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      $lane={todo.state}
      $isPlaceholder={isDragging}
      $isOverlay={false}
    >
      <Grip
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={strings.dragHandle(todo.title)}
      >
        <Icon icon={faGripVertical} />
      </Grip>
      <ItemBody $isCompleted={isCompleted}>
        {/* Titles and descriptions are React text children: markup in them is shown, never parsed. */}
        <Checkbox isSelected={isCompleted} onChange={() => onToggle(todo._id)}>
          <bdi>{todo.title}</bdi>
        </Checkbox>
        {todo.description && <Description>{todo.description}</Description>}
        <TodoDate todo={todo} strings={strings} />
      </ItemBody>
      <RemoveButton type="button" aria-label={strings.remove(todo.title)} onClick={() => onRemove(todo._id)}>
        <Icon icon={faXmark} />
      </RemoveButton>
    </ItemRoot>
  );
}

interface TodoDragPreviewProps {
  todo: Todo;
}

/** The card that follows the pointer or keyboard while dragging; a picture only, hidden from assistive tech. */
export function TodoDragPreview({ todo }: TodoDragPreviewProps) {
  return (
    <ItemRoot as="div" aria-hidden="true" $lane={todo.state} $isPlaceholder={false} $isOverlay>
      <Grip as="span">
        <Icon icon={faGripVertical} />
      </Grip>
      <ItemBody $isCompleted={todo.completedAt !== undefined}>
        <OverlayTitle>{todo.title}</OverlayTitle>
        {todo.description && <Description>{todo.description}</Description>}
      </ItemBody>
    </ItemRoot>
  );
}
