/** Sizes that place chat boxes along the bottom of the viewport, in pixels. */
export interface ChatBoxMetrics {
  /** Width of one chat box. */
  width: number;
  /** Space between two boxes, and between the first box and the chat widget. */
  gap: number;
  /** Width kept free at the inline-end edge for the chat widget (sidebar). */
  widgetWidth: number;
}

/** Default sizes: box width 200, gap 35, widget width 300. */
export const chatBoxMetrics: ChatBoxMetrics = { width: 200, gap: 35, widgetWidth: 300 };

/** A chat box the layout knows of, and whether its content is folded away. */
export interface ChatBoxEntry {
  id: string;
  isCollapsed: boolean;
}

/**
 * Which chat boxes are in the row (`shown`, inline-end first) and which were hidden but are remembered.
 * Offsets are never stored: they follow from a box's place in `shown`, so the row cannot get out of step
 * with the boxes on screen, and a closed box can never be missing from the row.
 */
export interface ChatBoxLayout {
  shown: readonly ChatBoxEntry[];
  hidden: readonly ChatBoxEntry[];
}

/** A shown box with its distance from the inline-end edge of the viewport. */
export interface PlacedChatBox extends ChatBoxEntry {
  offset: number;
}

/** The layout with no boxes. */
export const emptyChatBoxLayout: ChatBoxLayout = { shown: [], hidden: [] };

/**
 * Distance of the `index`-th shown box from the inline-end edge: past the widget and a gap, then one box
 * width plus a gap per box before it (first box at 300 + 35 = 335 px with the default sizes).
 */
export function chatBoxOffset(index: number, metrics: ChatBoxMetrics = chatBoxMetrics): number {
  return metrics.widgetWidth + metrics.gap + index * (metrics.width + metrics.gap);
}

/** The shown boxes with their offsets. */
export function placeChatBoxes(
  layout: ChatBoxLayout,
  metrics: ChatBoxMetrics = chatBoxMetrics,
): PlacedChatBox[] {
  return layout.shown.map((entry, index) => ({ ...entry, offset: chatBoxOffset(index, metrics) }));
}

const without = (entries: readonly ChatBoxEntry[], id: string) => entries.filter((entry) => entry.id !== id);

/**
 * Puts the box `id` in the row at the next free offset: a hidden box comes back as it was, a new one opens
 * expanded, and a box already shown stays where it is.
 */
export function openChatBox(layout: ChatBoxLayout, id: string): ChatBoxLayout {
  if (layout.shown.some((entry) => entry.id === id)) return layout;
  const remembered = layout.hidden.find((entry) => entry.id === id);
  return {
    shown: [...layout.shown, remembered ?? { id, isCollapsed: false }],
    hidden: without(layout.hidden, id),
  };
}

/** Brings a hidden box back at the next free offset; anything else is left as it is. */
export function showChatBox(layout: ChatBoxLayout, id: string): ChatBoxLayout {
  return layout.hidden.some((entry) => entry.id === id) ? openChatBox(layout, id) : layout;
}

/**
 * Takes a shown box out of the row and remembers it (with its collapsed state); the boxes after it move one
 * place towards the widget, by box width plus gap. A box that is not shown is left alone.
 */
export function hideChatBox(layout: ChatBoxLayout, id: string): ChatBoxLayout {
  const entry = layout.shown.find((candidate) => candidate.id === id);
  if (!entry) return layout;
  return { shown: without(layout.shown, id), hidden: [...layout.hidden, entry] };
}

/**
 * Takes a box out of the row and forgets it; the boxes after it move one place towards the widget. Closing a
 * box that is not shown changes no offset (it only forgets a hidden box) and an unknown id is a no-op.
 */
export function closeChatBox(layout: ChatBoxLayout, id: string): ChatBoxLayout {
  const isKnown = [...layout.shown, ...layout.hidden].some((entry) => entry.id === id);
  if (!isKnown) return layout;
  return { shown: without(layout.shown, id), hidden: without(layout.hidden, id) };
}

/** Folds or unfolds a shown box's content (title click or minimise button). */
export function toggleChatBox(layout: ChatBoxLayout, id: string): ChatBoxLayout {
  if (!layout.shown.some((entry) => entry.id === id)) return layout;
  return {
    ...layout,
    shown: layout.shown.map((entry) =>
      entry.id === id ? { ...entry, isCollapsed: !entry.isCollapsed } : entry,
    ),
  };
}
