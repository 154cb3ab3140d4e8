import { DndContext, closestCenter } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { faGripVertical } from '@fortawesome/free-solid-svg-icons';
import { useLocale } from 'react-aria';
import { Icon } from '../icon';
import { NestableEntry, NestableGrip, NestableHandle, NestableRoot } from './NestableList.styles';
import type { FlatNestableItem } from './nestableTree';
import { useNestableList, type UseNestableListOptions } from './useNestableList';

/** What screen readers hear when an entry gets focus, before it is picked up. */
export const nestableListInstructions =
  'To pick up an entry, press Space or Enter. Use the up and down arrow keys to move it and the left and right ' +
  'arrow keys to change how deeply it is nested. Press Space or Enter again to drop it, or Escape to cancel.';

/** Props of {@link NestableList}. */
export interface NestableListProps extends Omit<UseNestableListOptions, 'direction'> {
  /** Accessible name of the list. */
  'aria-label': string;
  className?: string;
}

function NestableRow({ entry, depth, indent }: { entry: FlatNestableItem; depth: number; indent: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.item.id,
  });
  return (
    <NestableEntry
      ref={setNodeRef}
      $depth={depth}
      $indent={indent}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <NestableHandle $isDragging={isDragging} {...attributes} {...listeners}>
        <NestableGrip>
          <Icon icon={faGripVertical} />
        </NestableGrip>
        {entry.item.content}
      </NestableHandle>
    </NestableEntry>
  );
}

/**
 * A list whose entries are dragged to reorder them and sideways to nest them under the entry above, with the
 * mouse, by touch (press and hold) or with the keyboard; every step is announced to screen readers.
 */
export function NestableList({ 'aria-label': label, className, ...options }: NestableListProps) {
  const { direction } = useLocale();
  const list = useNestableList({ ...options, direction });
  return (
    <DndContext
      sensors={list.sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: list.announcements,
        screenReaderInstructions: { draggable: nestableListInstructions },
      }}
      {...list.handlers}
    >
      <SortableContext
        items={list.visible.map((entry) => entry.item.id)}
        strategy={verticalListSortingStrategy}
      >
        <NestableRoot aria-label={label} className={className}>
          {list.visible.map((entry) => (
            <NestableRow
              key={entry.item.id}
              entry={entry}
              depth={entry.item.id === list.activeId && list.projection ? list.projection.depth : entry.depth}
              indent={list.indentationWidth}
            />
          ))}
        </NestableRoot>
      </SortableContext>
    </DndContext>
  );
}
