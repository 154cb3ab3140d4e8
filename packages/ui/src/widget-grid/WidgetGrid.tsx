import { DndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { forwardRef, useImperativeHandle, useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import {
  WidgetSlotContext,
  type WidgetDragHandle,
  type WidgetLayoutState,
  type WidgetSlot,
} from '../widget/WidgetSlotContext';
import { columnDropId } from './widgetGridDnd';
import { Column, Columns, GridRoot, ItemShell } from './WidgetGrid.styles';
import { useWidgetGrid, type UseWidgetGridOptions, type WidgetGridItemInfo } from './useWidgetGrid';

/** A widget placed in a {@link WidgetGrid}: its id, title, whether it may move, and the widget itself. */
export interface WidgetGridItem extends WidgetGridItemInfo {
  /** Usually a `Widget`, which takes its state, delete action and drag handle from the grid's slot. */
  children: ReactNode;
}

/** Props of {@link WidgetGrid}. */
export interface WidgetGridProps extends Omit<UseWidgetGridOptions, 'items'> {
  items: readonly WidgetGridItem[];
  /** Narrowest a column may get, in pixels, before the columns stack (300 px, below which widgets get cramped). */
  minColumnWidth?: number;
  /**
   * How many leading columns are drawn as full-width bands above the others, e.g. 1 for a hero row of wide
   * widgets over two columns. They stay columns for dragging and storage. Default 0.
   */
  fullWidthColumnCount?: number;
  className?: string;
}

/** Actions on a grid from outside it, through its `ref`. */
export interface WidgetGridHandle {
  /** Restores the default layout and forgets the stored one. */
  resetLayout: () => void;
  /** Moves a widget to `index` of column `column` (both 0-based). */
  moveWidget: (id: string, column: number, index: number) => void;
}

/**
 * Columns of widgets the user can reorder within and across columns by dragging a widget's header (pointer or
 * keyboard), with the layout and each widget's edits kept in browser storage.
 */
export const WidgetGrid = forwardRef<WidgetGridHandle, WidgetGridProps>(function WidgetGrid(
  { items, minColumnWidth = 300, fullWidthColumnCount = 0, className, ...options },
  ref,
) {
  const grid = useWidgetGrid({ ...options, items });
  const { resetLayout, moveWidget } = grid;
  useImperativeHandle(ref, () => ({ resetLayout, moveWidget }), [resetLayout, moveWidget]);
  const byId = new Map(items.map((item) => [item.id, item]));

  return (
    <DndContext {...grid.dndContextProps}>
      <GridRoot className={className}>
        <Columns
          $count={Math.max(1, grid.columns.length - fullWidthColumnCount)}
          $minColumnWidth={minColumnWidth}
        >
          {grid.columns.map((ids, column) => (
            <GridColumn
              key={column}
              column={column}
              ids={ids}
              isDragging={grid.activeId !== null}
              isFullWidth={column < fullWidthColumnCount}
            >
              {ids.map((id) => {
                const item = byId.get(id);
                return item ? (
                  <SortableWidget
                    key={id}
                    id={id}
                    state={grid.layout.widgets[id] ?? noState}
                    onStateChange={grid.setWidgetState}
                    onDelete={grid.removeWidget}
                    isSortable={grid.isItemSortable(id)}
                  >
                    {item.children}
                  </SortableWidget>
                ) : null;
              })}
            </GridColumn>
          ))}
        </Columns>
      </GridRoot>
    </DndContext>
  );
});

function GridColumn({
  column,
  ids,
  isDragging,
  isFullWidth,
  children,
}: {
  column: number;
  ids: string[];
  isDragging: boolean;
  isFullWidth: boolean;
  children: ReactNode;
}) {
  const id = columnDropId(column);
  // The column itself is a drop target, so an emptied column can take widgets back.
  const { setNodeRef } = useDroppable({ id });
  return (
    <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
      <Column
        ref={setNodeRef}
        data-widget-column={column}
        $isEmpty={ids.length === 0}
        $isFullWidth={isFullWidth}
        $isDropTarget={isDragging && ids.length === 0}
      >
        {children}
      </Column>
    </SortableContext>
  );
}

const noState: WidgetLayoutState = {};

function SortableWidget({
  id,
  state,
  onStateChange,
  onDelete,
  isSortable,
  children,
}: {
  id: string;
  state: WidgetLayoutState;
  onStateChange: (id: string, patch: Partial<WidgetLayoutState>) => void;
  onDelete: (id: string) => void;
  isSortable: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({
      id,
      // A fixed widget cannot be picked up, but others still make room around it.
      disabled: isSortable ? false : { draggable: true, droppable: false },
      // The header holds buttons, so it is a group the keyboard can focus rather than a button itself.
      attributes: { role: 'group', roleDescription: 'sortable widget' },
      transition: { duration: theme.motion.toggle, easing: theme.motion.easing },
    });
  const dragHandle = useMemo<WidgetDragHandle | undefined>(
    () => (isSortable ? { setRef: setActivatorNodeRef, attributes, listeners, isDragging } : undefined),
    [isSortable, setActivatorNodeRef, attributes, listeners, isDragging],
  );
  const value = useMemo<WidgetSlot>(
    () => ({
      id,
      state,
      onStateChange: (patch) => onStateChange(id, patch),
      onDelete: () => onDelete(id),
      dragHandle,
    }),
    [id, state, onStateChange, onDelete, dragHandle],
  );
  return (
    <ItemShell
      ref={setNodeRef}
      data-widget-id={id}
      $isDragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <WidgetSlotContext.Provider value={value}>{children}</WidgetSlotContext.Provider>
    </ItemShell>
  );
}
