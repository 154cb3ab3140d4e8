import type { ReactNode } from 'react';

/** One entry of the side menu, as menu JSON spells it (sref/href, icon, title, nested items). */
export interface NavMenuItem {
  /** Stable id; the href for links. */
  id: string;
  title: string;
  /** Link target; groups without one only open and close. */
  href?: string;
  /** Icon element drawn before the title (and alone when the menu is minified). */
  icon?: ReactNode;
  /** Count or short text shown at the end of the row. */
  badge?: string | number;
  items?: readonly NavMenuItem[];
}

/** Ids from the top level down to the item whose href is `activeHref`; empty when none matches. */
export function activeTrail(items: readonly NavMenuItem[], activeHref: string | undefined): string[] {
  if (!activeHref) return [];
  for (const item of items) {
    if (item.href === activeHref) return [item.id];
    const below = item.items ? activeTrail(item.items, activeHref) : [];
    if (below.length > 0) return [item.id, ...below];
  }
  return [];
}

/** Ids of the items that share a parent with `id` (not including it). */
export function siblingIds(items: readonly NavMenuItem[], id: string): string[] {
  if (items.some((item) => item.id === id))
    return items.filter((item) => item.id !== id).map((item) => item.id);
  for (const item of items) {
    if (item.items) {
      const found = siblingIds(item.items, id);
      if (found.length > 0 || item.items.some((child) => child.id === id)) return found;
    }
  }
  return [];
}

/** Every id below `item`, for closing a whole branch. */
export function descendantIds(item: NavMenuItem): string[] {
  return (item.items ?? []).flatMap((child) => [child.id, ...descendantIds(child)]);
}

/** Finds an item by id anywhere in the tree. */
export function findItem(items: readonly NavMenuItem[], id: string): NavMenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const below = item.items ? findItem(item.items, id) : undefined;
    if (below) return below;
  }
  return undefined;
}

/**
 * Opens or closes a group. Opening closes its open siblings and everything below them, so only one branch
 * of the menu is open at a time.
 */
export function toggleGroup(
  items: readonly NavMenuItem[],
  expanded: ReadonlySet<string>,
  id: string,
): Set<string> {
  const next = new Set(expanded);
  const item = findItem(items, id);
  if (next.has(id)) {
    next.delete(id);
    if (item) for (const below of descendantIds(item)) next.delete(below);
    return next;
  }
  for (const siblingId of siblingIds(items, id)) {
    next.delete(siblingId);
    const sibling = findItem(items, siblingId);
    if (sibling) for (const below of descendantIds(sibling)) next.delete(below);
  }
  next.add(id);
  return next;
}
