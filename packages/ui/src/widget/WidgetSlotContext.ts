import { createContext, useContext, type HTMLAttributes } from 'react';

/** What a widget shows that its container may store: the user's edits to it. */
export interface WidgetLayoutState {
  /** Title the user gave the widget, replacing its default title. */
  title?: string;
  /** Name of the widget colour the user picked for the header. */
  color?: string;
  isCollapsed?: boolean;
}

/** Drag handle a sortable container hands to the widget: spread on the header, which then drags the widget. */
export interface WidgetDragHandle {
  setRef: (element: HTMLElement | null) => void;
  attributes: HTMLAttributes<HTMLElement>;
  listeners: HTMLAttributes<HTMLElement> | undefined;
  isDragging: boolean;
}

/**
 * Set by a widget grid around each widget it places. A widget inside a slot reads its stored state from it and
 * reports edits and deletion to it, so the grid can persist them; outside a grid a widget keeps its own state.
 */
export interface WidgetSlot {
  /** Stable id of the widget in the grid. */
  id: string;
  state: WidgetLayoutState;
  onStateChange: (patch: Partial<WidgetLayoutState>) => void;
  /** Removes the widget from the grid (after the widget's own confirmation and exit animation). */
  onDelete: () => void;
  /** Absent when the grid or this widget is not sortable. */
  dragHandle?: WidgetDragHandle;
}

export const WidgetSlotContext = createContext<WidgetSlot | null>(null);

/** The slot a grid placed this widget in, or `null` for a stand-alone widget. */
export function useWidgetSlot(): WidgetSlot | null {
  return useContext(WidgetSlotContext);
}
