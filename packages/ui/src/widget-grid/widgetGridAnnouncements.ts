import type { Active, Announcements, Over, UniqueIdentifier } from '@dnd-kit/core';

/** Where a dragged widget would land, for announcements: 1-based column and position. */
export interface WidgetDropTarget {
  column: number;
  position: number;
  count: number;
}

/** English texts a screen reader hears while a widget is moved; each can be replaced. */
export interface WidgetGridStrings {
  /** Read when a widget handle gets focus: how to move it with the keyboard. */
  instructions: string;
  pickedUp: (title: string, at: WidgetDropTarget) => string;
  movedOver: (title: string, at: WidgetDropTarget) => string;
  notOver: (title: string) => string;
  dropped: (title: string, at: WidgetDropTarget) => string;
  cancelled: (title: string) => string;
}

const place = ({ column, position, count }: WidgetDropTarget) =>
  `column ${column}, position ${position} of ${count}`;

/** Default English strings of {@link WidgetGridStrings}. */
export const defaultWidgetGridStrings: WidgetGridStrings = {
  instructions:
    'To move this widget, press Space or Enter. Use the arrow keys to move it up, down or to another column, ' +
    'then press Space or Enter to drop it, or Escape to cancel.',
  pickedUp: (title, at) => `Picked up widget ${title}, in ${place(at)}.`,
  movedOver: (title, at) => `Widget ${title} moved to ${place(at)}.`,
  notOver: (title) => `Widget ${title} is not over a column.`,
  dropped: (title, at) => `Dropped widget ${title} in ${place(at)}.`,
  cancelled: (title) => `Moving widget ${title} was cancelled; it is back where it was.`,
};

/**
 * dnd-kit announcements built from the grid's strings; `targetOf` says where a widget would land and
 * `isStarting` is true until the dragged widget has been over anything but itself.
 */
export function widgetGridAnnouncements(
  strings: WidgetGridStrings,
  titleOf: (id: UniqueIdentifier) => string,
  targetOf: (active: Active, over: Over | null) => WidgetDropTarget | null,
  isStarting: boolean,
): Announcements {
  return {
    onDragStart: ({ active }) => {
      const at = targetOf(active, null);
      return at ? strings.pickedUp(titleOf(active.id), at) : undefined;
    },
    onDragOver: ({ active, over }) => {
      // A pick-up is at once "over" itself; saying so would cut the pick-up announcement short.
      if (isStarting && over?.id === active.id) return undefined;
      const at = over ? targetOf(active, over) : null;
      return at ? strings.movedOver(titleOf(active.id), at) : strings.notOver(titleOf(active.id));
    },
    onDragEnd: ({ active, over }) => {
      const at = over ? targetOf(active, over) : null;
      return at ? strings.dropped(titleOf(active.id), at) : strings.cancelled(titleOf(active.id));
    },
    onDragCancel: ({ active }) => strings.cancelled(titleOf(active.id)),
  };
}
