import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  getFirstCollision,
  type KeyboardCoordinateGetter,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetLayoutState } from '../widget/WidgetSlotContext';
import { columnOf, detectWidgetCollision, widgetKeyboardCoordinates } from './widgetGridDnd';
import {
  defaultWidgetGridStrings,
  widgetGridAnnouncements,
  type WidgetDropTarget,
  type WidgetGridStrings,
} from './widgetGridAnnouncements';
import {
  deleteWidget,
  fitWidgetLayoutToIds,
  mergeWidgetLayout,
  moveWidget,
  updateWidgetState,
  type WidgetLayout,
} from './widgetLayout';
import { createLocalWidgetLayoutRepository, type WidgetLayoutRepository } from './widgetLayoutRepository';
import { translateStrings, useTranslation } from '../i18n';

/** What the grid needs to know about a widget besides its content. */
export interface WidgetGridItemInfo {
  id: string;
  /** The widget's title, read to screen readers while it is moved (a title the user set wins). */
  title: string;
  /** `false` keeps the widget in place: it gets no drag handle, though others may move around it. */
  isSortable?: boolean;
}

/** Options of {@link useWidgetGrid}. */
export interface UseWidgetGridOptions {
  items: readonly WidgetGridItemInfo[];
  /** Starting columns and widget states; widgets it does not place start at the end of the first column. */
  defaultLayout?: WidgetLayout;
  /** Controlled layout; pair with `onLayoutChange`. The grid then neither loads nor saves. */
  layout?: WidgetLayout;
  onLayoutChange?: (layout: WidgetLayout) => void;
  /** Names the grid in storage; without it an uncontrolled grid does not persist. */
  gridId?: string;
  /** Where an uncontrolled grid with a `gridId` persists; localStorage by default. */
  repository?: WidgetLayoutRepository;
  /** `false` turns dragging off for every widget. */
  isSortable?: boolean;
  strings?: Partial<WidgetGridStrings>;
}

const emptyLayout: WidgetLayout = { columns: [[]], widgets: {}, deleted: [] };
// Pressing a header button must stay a click: a drag starts only once the pointer has travelled this far.
const dragActivationDistance = 8;

/** Owns a widget grid's layout (order, widget states, deleted ids), its persistence and its drag and drop. */
export function useWidgetGrid(options: UseWidgetGridOptions) {
  const { t } = useTranslation();
  const { items, gridId, onLayoutChange, isSortable: isGridSortable = true } = options;
  const strings = { ...translateStrings(defaultWidgetGridStrings, t), ...options.strings };
  const [defaultRepository] = useState(createLocalWidgetLayoutRepository);
  const repository = options.repository ?? defaultRepository;
  const itemKey = items.map((item) => item.id).join('\n');
  const defaults = useMemo(
    () => fitWidgetLayoutToIds(options.defaultLayout ?? emptyLayout, itemKey ? itemKey.split('\n') : []),
    [options.defaultLayout, itemKey],
  );

  const isControlled = options.layout !== undefined;
  const [ownLayout, setOwnLayout] = useState(() =>
    gridId === undefined ? defaults : mergeWidgetLayout(repository.load(gridId), defaults),
  );
  const source = options.layout ?? ownLayout;
  // Merging on every change keeps the layout in step with the items: new widgets appear, gone ones vanish.
  const layout = useMemo(() => mergeWidgetLayout(source, defaults), [source, defaults]);
  const layoutRef = useRef(layout);
  useLayoutEffect(() => {
    layoutRef.current = layout;
  }, [layout]);

  const commit = useCallback(
    (next: WidgetLayout) => {
      layoutRef.current = next;
      if (!isControlled) {
        setOwnLayout(next);
        if (gridId !== undefined) repository.save(gridId, next);
      }
      onLayoutChange?.(next);
    },
    [isControlled, gridId, repository, onLayoutChange],
  );

  const resetLayout = useCallback(() => {
    if (!isControlled && gridId !== undefined) repository.clear(gridId);
    layoutRef.current = defaults;
    if (!isControlled) setOwnLayout(defaults);
    onLayoutChange?.(defaults);
  }, [isControlled, gridId, repository, defaults, onLayoutChange]);

  const move = useCallback(
    (id: string, column: number, index: number) => {
      const next = moveWidget(layoutRef.current, id, column, index);
      if (next !== layoutRef.current) commit(next);
    },
    [commit],
  );

  // While dragging, widgets crossing columns move in a draft; the layout changes once, on drop.
  const [draftColumns, setDraftColumns] = useState<string[][] | null>(null);
  const draftRef = useRef<string[][] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [hasLeftStart, setHasLeftStart] = useState(false);
  const setDraft = (columns: string[][] | null) => {
    draftRef.current = columns;
    setDraftColumns(columns);
  };
  const columns = draftColumns ?? layout.columns;

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setHasLeftStart(false);
    setDraft(layoutRef.current.columns.map((ids) => [...ids]));
  };

  // A widget moved into another column reflows both columns under a pointer that has not moved, which can
  // leave the pointer over the column it just left: judged at once, the widget would bounce back and forth
  // without end. Until the move has been drawn, the collision stays on the last target.
  const crossedColumnRef = useRef(false);
  const lastOverIdRef = useRef<UniqueIdentifier | null>(null);
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      crossedColumnRef.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [draftColumns]);

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const draft = draftRef.current;
    if (over && over.id !== active.id) setHasLeftStart(true);
    if (!draft || !over) return;
    const from = columnOf(active.id, draft);
    const to = columnOf(over.id, draft);
    if (from === null || to === null || from === to) return;
    const target = draft[to]!;
    const overIndex = target.indexOf(String(over.id));
    const activeTop = active.rect.current.translated?.top ?? 0;
    const isBelowOver = overIndex >= 0 && activeTop > over.rect.top + over.rect.height / 2;
    const index = overIndex < 0 ? target.length : overIndex + (isBelowOver ? 1 : 0);
    const next = draft.map((ids) => ids.filter((id) => id !== active.id));
    next[to]!.splice(index, 0, String(active.id));
    crossedColumnRef.current = true;
    setDraft(next);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const draft = draftRef.current ?? layoutRef.current.columns;
    setActiveId(null);
    setDraft(null);
    const id = String(active.id);
    let next: WidgetLayout = { ...layoutRef.current, columns: draft };
    const column = over ? columnOf(over.id, draft) : null;
    if (over && column !== null) {
      const overIndex = draft[column]!.indexOf(String(over.id));
      if (overIndex >= 0) next = moveWidget(next, id, column, overIndex);
    }
    if (next.columns.some((ids, index) => ids.join('\n') !== layoutRef.current.columns[index]?.join('\n'))) {
      commit(next);
    }
  };

  const onDragCancel = () => {
    setActiveId(null);
    setDraft(null);
  };

  const titleOf = (id: UniqueIdentifier) => {
    const key = String(id);
    return layout.widgets[key]?.title ?? items.find((item) => item.id === key)?.title ?? key;
  };

  // Announcements run right after the drag handlers, before the draft they set has rendered: positions are
  // counted in the columns as drawn, with the dragged widget added where it is not drawn yet.
  const targetOf = (active: Active, over: Over | null): WidgetDropTarget | null => {
    const within = columns;
    const column = columnOf(over?.id ?? active.id, within);
    if (column === null) return null;
    const ids = within[column]!;
    const activeIndex = ids.indexOf(String(active.id));
    const overIndex = over ? ids.indexOf(String(over.id)) : -1;
    const index = overIndex >= 0 ? overIndex : activeIndex >= 0 ? activeIndex : ids.length;
    return { column: column + 1, position: index + 1, count: ids.length + (activeIndex >= 0 ? 0 : 1) };
  };

  const currentColumns = () => draftRef.current ?? layoutRef.current.columns;
  const collisionDetection: CollisionDetection = (args) => {
    if (crossedColumnRef.current && lastOverIdRef.current !== null) return [{ id: lastOverIdRef.current }];
    const hits = detectWidgetCollision(args, currentColumns());
    lastOverIdRef.current = getFirstCollision(hits, 'id') ?? null;
    return hits;
  };
  const coordinateGetter: KeyboardCoordinateGetter = (event, args) =>
    widgetKeyboardCoordinates(event, args, currentColumns());

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: dragActivationDistance } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const dndContextProps: DndContextProps = {
    id: useId(),
    sensors,
    collisionDetection,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel,
    accessibility: {
      announcements: widgetGridAnnouncements(strings, titleOf, targetOf, !hasLeftStart),
      screenReaderInstructions: { draggable: strings.instructions },
    },
  };

  // Stable across renders, so a widget whose own state did not change is not drawn again.
  const setWidgetState = useCallback(
    (id: string, patch: Partial<WidgetLayoutState>) =>
      commit(updateWidgetState(layoutRef.current, id, patch)),
    [commit],
  );
  const removeWidget = useCallback((id: string) => commit(deleteWidget(layoutRef.current, id)), [commit]);

  const isItemSortable = (id: string) =>
    isGridSortable && items.find((item) => item.id === id)?.isSortable !== false;

  return {
    layout,
    /** Columns as drawn: during a drag, with the dragged widget where it currently hovers. */
    columns,
    activeId,
    moveWidget: move,
    resetLayout,
    setWidgetState,
    removeWidget,
    isItemSortable,
    dndContextProps,
  };
}

/** What {@link useWidgetGrid} returns. */
export type WidgetGridState = ReturnType<typeof useWidgetGrid>;
