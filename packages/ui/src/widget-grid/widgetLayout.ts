import type { WidgetLayoutState } from '../widget/WidgetSlotContext';

/** Where every widget of a grid sits and what the user changed on it. */
export interface WidgetLayout {
  /** Widget ids per column, top to bottom. */
  columns: string[][];
  /** The user's edits per widget id (collapsed, colour, title). */
  widgets: Record<string, WidgetLayoutState>;
  /** Ids of widgets the user deleted; they stay hidden until the layout is reset. */
  deleted: string[];
}

/** The stored form of a layout; the version lets a later format tell old data apart. */
export interface StoredWidgetLayout extends WidgetLayout {
  version: 1;
}

/** Position of a widget in a layout. */
export interface WidgetPosition {
  column: number;
  index: number;
}

/** Builds a layout from columns of ids and optional starting states, with nothing deleted. */
export function createWidgetLayout(
  columns: readonly (readonly string[])[],
  widgets: Record<string, WidgetLayoutState> = {},
): WidgetLayout {
  return { columns: columns.map((ids) => [...ids]), widgets: { ...widgets }, deleted: [] };
}

/** Column and index of a widget, or `null` when it is not placed (unknown or deleted). */
export function findWidget(layout: WidgetLayout, id: string): WidgetPosition | null {
  for (let column = 0; column < layout.columns.length; column += 1) {
    const index = layout.columns[column]!.indexOf(id);
    if (index >= 0) return { column, index };
  }
  return null;
}

/**
 * Moves a widget to `index` of column `toColumn` (index counted after taking the widget out; clamped to the
 * column). Returns the same layout when the widget or column does not exist or nothing would change.
 */
export function moveWidget(
  layout: WidgetLayout,
  id: string,
  toColumn: number,
  toIndex: number,
): WidgetLayout {
  const from = findWidget(layout, id);
  if (!from || toColumn < 0 || toColumn >= layout.columns.length) return layout;
  const columns = layout.columns.map((ids) => [...ids]);
  columns[from.column]!.splice(from.index, 1);
  const target = columns[toColumn]!;
  const index = Math.max(0, Math.min(Math.trunc(toIndex), target.length));
  if (from.column === toColumn && from.index === index) return layout;
  target.splice(index, 0, id);
  return { ...layout, columns };
}

/** Takes a widget out of its column and remembers it as deleted. */
export function deleteWidget(layout: WidgetLayout, id: string): WidgetLayout {
  if (!findWidget(layout, id)) return layout;
  return {
    ...layout,
    columns: layout.columns.map((ids) => ids.filter((other) => other !== id)),
    deleted: [...layout.deleted, id],
  };
}

/** Applies a change to one widget's stored state. */
export function updateWidgetState(
  layout: WidgetLayout,
  id: string,
  patch: Partial<WidgetLayoutState>,
): WidgetLayout {
  return { ...layout, widgets: { ...layout.widgets, [id]: { ...layout.widgets[id], ...patch } } };
}

/** Every widget id a layout knows, placed or deleted. */
export function widgetIdsOf(layout: WidgetLayout): string[] {
  return [...layout.columns.flat(), ...layout.deleted];
}

/**
 * Fits a stored layout onto the current defaults: it keeps the defaults' column count (extra stored columns
 * pour into the last one), drops ids the defaults do not know and duplicates, and appends default widgets the
 * stored layout never saw to their default column, so a new release's widgets appear for returning users.
 */
export function mergeWidgetLayout(stored: WidgetLayout | null, defaults: WidgetLayout): WidgetLayout {
  if (!stored) return defaults;
  const known = new Set(widgetIdsOf(defaults));
  const seen = new Set<string>();
  const take = (id: string) => {
    if (!known.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  };
  const count = Math.max(1, defaults.columns.length);
  const columns: string[][] = Array.from({ length: count }, () => []);
  stored.columns.forEach((ids, column) => {
    columns[Math.min(column, count - 1)]!.push(...ids.filter(take));
  });
  const deleted = stored.deleted.filter(take);
  defaults.columns.forEach((ids, column) => {
    columns[Math.min(column, count - 1)]!.push(...ids.filter(take));
  });
  const widgets: Record<string, WidgetLayoutState> = {};
  for (const id of known) {
    const [fallback, own] = [defaults.widgets[id], stored.widgets[id]];
    // Reuse the stored object where there is nothing to combine, so unchanged widgets keep their identity.
    const state = fallback && own ? { ...fallback, ...own } : (own ?? fallback);
    if (state && Object.keys(state).length > 0) widgets[id] = state;
  }
  return { columns, widgets, deleted };
}

/** The versioned payload a repository writes. */
export function toStoredWidgetLayout(layout: WidgetLayout): StoredWidgetLayout {
  return { version: 1, columns: layout.columns, widgets: layout.widgets, deleted: layout.deleted };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseWidgetState(value: unknown): WidgetLayoutState | null {
  if (!isRecord(value)) return null;
  const state: WidgetLayoutState = {};
  if (typeof value.title === 'string') state.title = value.title;
  if (typeof value.color === 'string') state.color = value.color;
  if (typeof value.isCollapsed === 'boolean') state.isCollapsed = value.isCollapsed;
  return state;
}

/**
 * Reads a stored payload, or `null` when it is not a version 1 widget layout (corrupted, another app's data,
 * an older format). Unknown fields of a widget's state are ignored.
 */
export function parseStoredWidgetLayout(value: unknown): WidgetLayout | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { columns, widgets, deleted } = value;
  if (!Array.isArray(columns) || !columns.every(isStringArray)) return null;
  if (!isStringArray(deleted) || !isRecord(widgets)) return null;
  const states: Record<string, WidgetLayoutState> = {};
  for (const [id, raw] of Object.entries(widgets)) {
    const state = parseWidgetState(raw);
    if (!state) return null;
    states[id] = state;
  }
  return { columns: columns.map((ids) => [...ids]), widgets: states, deleted: [...deleted] };
}

/**
 * Restricts a default layout to the widgets that exist: ids without a widget go, duplicates go, and widgets
 * the layout does not place start at the end of the first column.
 */
export function fitWidgetLayoutToIds(layout: WidgetLayout, ids: readonly string[]): WidgetLayout {
  const remaining = new Set(ids);
  const take = (id: string) => remaining.delete(id);
  const columns = (layout.columns.length > 0 ? layout.columns : [[]]).map((column) => column.filter(take));
  const deleted = layout.deleted.filter(take);
  columns[0]!.push(...remaining);
  return { columns, widgets: layout.widgets, deleted };
}
