import { parseStoredWidgetLayout, toStoredWidgetLayout, type WidgetLayout } from './widgetLayout';

/** Where widget layouts persist, one per grid id; swap the browser default for a server-backed one. */
export interface WidgetLayoutRepository {
  /** The saved layout of a grid, or `null` when there is none or it cannot be read. */
  load(gridId: string): WidgetLayout | null;
  save(gridId: string, layout: WidgetLayout): void;
  /** Forgets the grid's layout (reset to defaults). */
  clear(gridId: string): void;
}

/** Storage key of a grid's layout: one namespaced key per grid. */
export const widgetLayoutStorageKey = (gridId: string, namespace = 'atrium.widgets') =>
  `${namespace}.${gridId}`;

/** The part of the Web Storage API the repository uses, so tests can hand in their own. */
export type WidgetLayoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): WidgetLayoutStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps layouts as versioned JSON in localStorage (or the storage given). It never throws: blocked or full
 * storage and unreadable data behave as "nothing saved", so the grid falls back to its defaults.
 */
export function createLocalWidgetLayoutRepository(
  options: { storage?: WidgetLayoutStorage; namespace?: string } = {},
): WidgetLayoutRepository {
  const storage = () => options.storage ?? browserStorage();
  const key = (gridId: string) => widgetLayoutStorageKey(gridId, options.namespace);
  return {
    load(gridId) {
      try {
        const raw = storage()?.getItem(key(gridId));
        return raw ? parseStoredWidgetLayout(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    save(gridId, layout) {
      try {
        storage()?.setItem(key(gridId), JSON.stringify(toStoredWidgetLayout(layout)));
      } catch {
        // Full or blocked storage: the layout lasts for this visit only.
      }
    },
    clear(gridId) {
      try {
        storage()?.removeItem(key(gridId));
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
  };
}

/** A repository kept in memory, for tests and apps that persist elsewhere. */
export function createMemoryWidgetLayoutRepository(
  initial: Record<string, WidgetLayout> = {},
): WidgetLayoutRepository {
  const layouts = new Map(Object.entries(initial));
  return {
    load: (gridId) => layouts.get(gridId) ?? null,
    save: (gridId, layout) => void layouts.set(gridId, layout),
    clear: (gridId) => void layouts.delete(gridId),
  };
}
