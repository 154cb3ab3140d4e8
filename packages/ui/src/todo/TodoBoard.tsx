import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { faPlus } from '@fortawesome/free-solid-svg-icons';
import { useControlledState } from 'react-stately/useControlledState';
import { useReducedMotion } from '../chart/useReducedMotion';
import { Button } from '../button';
import { Icon } from '../icon';
import { BoardRoot, Lanes, Toolbar } from './TodoBoard.styles';
import { translatedTodoBoardStrings, type TodoBoardStrings } from './todoBoardStrings';
import { TodoAddForm } from './TodoAddForm';
import { TodoDragPreview } from './TodoItem';
import { TodoLane } from './TodoLane';
import { todoStates, type NewTodo, type Todo } from './todoTransitions';
import { useTodoDrag } from './useTodoDrag';
import { useTodos, type UseTodosOptions } from './useTodos';
import { useTranslation } from '../i18n';

/** Props of {@link TodoBoard}. */
export interface TodoBoardProps extends UseTodosOptions {
  /** Whether the add form is open (controlled). */
  isAddFormOpen?: boolean;
  /** Whether the add form starts open (uncontrolled). */
  defaultAddFormOpen?: boolean;
  onAddFormOpenChange?: (isOpen: boolean) => void;
  /** Replaces any of the English texts. */
  strings?: Partial<TodoBoardStrings>;
  /** Level of the lane headings, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

// A small move starts a pointer drag, so a click on the grip stays a click; touch waits for a press-and-hold
// so the page still scrolls under a swiping finger.
const pointerActivation = { activationConstraint: { distance: 4 } };
const touchActivation = { activationConstraint: { delay: 200, tolerance: 6 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };
// Lanes grow and shrink while a to-do crosses them: measure drop targets on every move.
const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * The dashboard's to-do widget: an add form toggled open and closed, and the Critical, Important
 * and Completed lanes. Ticking a to-do completes it or sends it back to Critical; its grip drags it within
 * or between lanes by pointer, touch or keyboard. Changes persist through the `repository`, or go to
 * `onChange` when `todos` is controlled; an added to-do whose save fails comes back into the add form.
 */
export function TodoBoard({
  isAddFormOpen,
  defaultAddFormOpen = false,
  onAddFormOpenChange,
  strings: givenStrings,
  headingLevel = 3,
  className,
  ...todoOptions
}: TodoBoardProps) {
  const { t } = useTranslation();
  const strings = useMemo(() => ({ ...translatedTodoBoardStrings(t), ...givenStrings }), [t, givenStrings]);
  const [isOpen, setOpen] = useControlledState(isAddFormOpen, defaultAddFormOpen, onAddFormOpenChange);
  // What the user typed into a to-do whose save failed: the reopened form starts from it.
  const [draft, setDraft] = useState<{ input: NewTodo; attempt: number } | null>(null);
  const adding = useRef<NewTodo | null>(null);
  const isOpenRef = useRef(isOpen);
  useEffect(() => {
    isOpenRef.current = isOpen;
  }, [isOpen]);
  const { onChange } = todoOptions;
  const reportChange = onChange
    ? (next: readonly Todo[]) => {
        const saved = onChange(next);
        const input = adding.current;
        // Handled here whatever the change, so a refused save never surfaces as an unhandled rejection.
        saved?.then(undefined, () => {
          // A form the user reopened meanwhile holds new typing, which must not be overwritten.
          if (!input || isOpenRef.current) return;
          setDraft((previous) => ({ input, attempt: (previous?.attempt ?? 0) + 1 }));
          setOpen(true);
        });
        return saved;
      }
    : undefined;
  const { todos, add, toggle, move, remove } = useTodos({ ...todoOptions, onChange: reportChange });
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drag = useTodoDrag({ todos, onMove: move, strings });
  const isReducedMotion = useReducedMotion();
  const sensors = useSensors(
    useSensor(PointerSensor, pointerActivation),
    useSensor(TouchSensor, touchActivation),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const submit = (input: NewTodo) => {
    // A controlled list reports the change while `add` runs, so the input is known to the save's outcome.
    adding.current = input;
    const added = add(input);
    adding.current = null;
    if (added) {
      setDraft(null);
      close();
    }
  };

  return (
    <BoardRoot aria-label={strings.board} className={className}>
      <Toolbar>
        <Button
          ref={toggleRef}
          size="sm"
          icon={<Icon icon={faPlus} />}
          aria-expanded={isOpen}
          aria-controls={isOpen ? formId : undefined}
          onPress={() => setOpen(!isOpen)}
        >
          {strings.addToggle}
        </Button>
      </Toolbar>
      {isOpen && (
        <TodoAddForm
          key={draft?.attempt ?? 0}
          id={formId}
          strings={strings}
          initialInput={draft?.input}
          onAdd={submit}
          onCancel={close}
        />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={drag.collisionDetection}
        measuring={measuring}
        accessibility={{
          announcements: drag.announcements,
          screenReaderInstructions: { draggable: strings.dragInstructions },
        }}
        onDragStart={drag.onDragStart}
        onDragOver={drag.onDragOver}
        onDragEnd={drag.onDragEnd}
        onDragCancel={drag.onDragCancel}
      >
        <Lanes>
          {todoStates.map((lane) => (
            <TodoLane
              key={lane}
              lane={lane}
              todos={drag.lanes[lane]}
              strings={strings}
              headingLevel={headingLevel}
              onToggle={toggle}
              onRemove={remove}
            />
          ))}
        </Lanes>
        <DragOverlay dropAnimation={isReducedMotion ? null : undefined}>
          {drag.activeTodo ? <TodoDragPreview todo={drag.activeTodo} /> : null}
        </DragOverlay>
      </DndContext>
    </BoardRoot>
  );
}
