import {
  closestCenter,
  closestCorners,
  getFirstCollision,
  pointerWithin,
  type ClientRect,
  type Collision,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Droppable id of a grid column; widget ids never take this form. */
export const columnDropId = (column: number) => `widget-grid-column:${column}`;

/** Column index of a column droppable id, or `null` for a widget id. */
export function columnOfDropId(id: UniqueIdentifier): number | null {
  const match = /^widget-grid-column:(\d+)$/.exec(String(id));
  return match ? Number(match[1]) : null;
}

/** Column of a droppable id: the column itself, or the column holding that widget in `columns`. */
export function columnOf(id: UniqueIdentifier, columns: readonly string[][]): number | null {
  const column = columnOfDropId(id);
  if (column !== null) return column;
  const found = columns.findIndex((ids) => ids.includes(String(id)));
  return found >= 0 ? found : null;
}

/**
 * Pointer drags take the widget under the pointer, keyboard drags and gaps the nearest corners; a hit on a
 * column that holds widgets is narrowed to its nearest widget, while an empty column is a target itself.
 */
export function detectWidgetCollision(
  args: Parameters<CollisionDetection>[0],
  columns: readonly string[][],
): Collision[] {
  const pointerHits = pointerWithin(args);
  const hits = pointerHits.length > 0 ? pointerHits : closestCorners(args);
  const first = getFirstCollision(hits, 'id');
  const column = first === null || first === undefined ? null : columnOfDropId(first);
  if (column === null) return hits;
  const ids = columns[column] ?? [];
  const inColumn = args.droppableContainers.filter((container) => ids.includes(String(container.id)));
  return inColumn.length === 0 ? hits : closestCenter({ ...args, droppableContainers: inColumn });
}

const centre = (rect: ClientRect) => rect.left + rect.width / 2;

/**
 * Keyboard moves: Up and Down walk the widgets as dnd-kit's sortable lists do; Left and Right jump to the
 * nearest column on that side by its place on screen, so right-to-left and stacked layouts move as they look.
 */
export function widgetKeyboardCoordinates(
  event: KeyboardEvent,
  args: Parameters<KeyboardCoordinateGetter>[1],
  columns: readonly string[][],
): ReturnType<KeyboardCoordinateGetter> {
  if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight')
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, collisionRect, droppableRects } = args.context;
  const from = active ? columnOf(active.id, columns) : null;
  const fromRect = from === null ? undefined : droppableRects.get(columnDropId(from));
  if (!collisionRect || from === null || !fromRect) return undefined;
  const sign = event.code === 'ArrowRight' ? 1 : -1;
  let target: number | null = null;
  let targetDistance = Infinity;
  for (let column = 0; column < columns.length; column += 1) {
    const rect = droppableRects.get(columnDropId(column));
    const distance = rect ? (centre(rect) - centre(fromRect)) * sign : 0;
    if (column !== from && distance > 1 && distance < targetDistance) {
      target = column;
      targetDistance = distance;
    }
  }
  if (target === null) return undefined;
  // Land level with where the widget is now: on the target column's widget nearest in height, or the column.
  const rects = columns[target]!.map((id) => droppableRects.get(id)).filter((rect) => rect !== undefined);
  const nearest = rects.reduce<ClientRect | undefined>(
    (found, rect) =>
      !found || Math.abs(rect.top - collisionRect.top) < Math.abs(found.top - collisionRect.top)
        ? rect
        : found,
    undefined,
  );
  const landing = nearest ?? droppableRects.get(columnDropId(target))!;
  return { x: landing.left, y: landing.top };
}
