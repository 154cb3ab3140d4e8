import type { ReactNode } from 'react';

/** One node of a {@link Tree}: what it shows, whether it starts open, and the nodes under it. */
export interface TreeItem {
  /** Unique within the tree; keys the node's open state and focus. */
  id: string;
  /** What the node shows. */
  content: ReactNode;
  /** Text that type-ahead matches and screen readers read when `content` is not plain text. */
  textValue?: string;
  /** Whether the node starts open when the tree does not control which nodes are open. */
  expanded?: boolean;
  /** The nodes under this one; a node with any can be opened and closed. */
  children?: readonly TreeItem[];
}

/** A node as the keyboard walks it: in display order, with its place in the tree. */
export interface VisibleTreeNode {
  item: TreeItem;
  /** 1 for the top level. */
  level: number;
  /** Id of the node this one sits under, if any. */
  parentId: string | undefined;
  /** Ids of this node and its siblings, in order. */
  siblingIds: readonly string[];
  /** For each level from the top down to this node's, whether the node or its ancestor there is the last sibling. */
  lastInLevels: readonly boolean[];
}

/** Whether `item` has nodes under it, so it opens and closes. */
export function hasChildren(item: TreeItem): boolean {
  return (item.children?.length ?? 0) > 0;
}

/** The text type-ahead matches for `item`: its `textValue`, else its content when that is text. */
export function treeItemText(item: TreeItem): string {
  if (item.textValue !== undefined) return item.textValue;
  return typeof item.content === 'string' || typeof item.content === 'number' ? String(item.content) : '';
}

/** Ids of every node that starts open (`expanded: true`). */
export function initiallyExpandedIds(items: readonly TreeItem[]): Set<string> {
  const ids = new Set<string>();
  const walk = (nodes: readonly TreeItem[]) => {
    for (const node of nodes) {
      if (node.expanded && hasChildren(node)) ids.add(node.id);
      if (node.children) walk(node.children);
    }
  };
  walk(items);
  return ids;
}

/** The nodes a reader can see, top to bottom: every node whose ancestors are all open. */
export function visibleTreeNodes(
  items: readonly TreeItem[],
  expandedIds: ReadonlySet<string>,
): VisibleTreeNode[] {
  const visible: VisibleTreeNode[] = [];
  const walk = (nodes: readonly TreeItem[], parentId: string | undefined, above: readonly boolean[]) => {
    const siblingIds = nodes.map((node) => node.id);
    nodes.forEach((item, index) => {
      const lastInLevels = [...above, index === nodes.length - 1];
      visible.push({ item, level: lastInLevels.length, parentId, siblingIds, lastInLevels });
      if (item.children && expandedIds.has(item.id)) walk(item.children, item.id, lastInLevels);
    });
  };
  walk(items, undefined, []);
  return visible;
}

/** A key the tree answers to, already turned for the reading direction (Right opens in LTR, Left in RTL). */
export type TreeKey =
  'next' | 'previous' | 'open' | 'close' | 'first' | 'last' | 'expandSiblings' | 'activate';

/** What a key press does: where focus goes and which nodes are open afterwards. */
export interface TreeMove {
  focusedId: string;
  expandedIds: ReadonlySet<string>;
}

/**
 * The outcome of `key` on the focused node, following the WAI-ARIA tree pattern: Down/Up walk the visible
 * nodes, the opening arrow opens a closed node or enters an open one, the closing arrow closes an open node or
 * climbs to the parent, Home/End jump to the ends, `*` opens every sibling and Enter toggles.
 */
export function moveInTree(
  visible: readonly VisibleTreeNode[],
  expandedIds: ReadonlySet<string>,
  focusedId: string,
  key: TreeKey,
): TreeMove {
  const index = visible.findIndex((node) => node.item.id === focusedId);
  const stay = { focusedId, expandedIds };
  if (index < 0) return visible.length ? { focusedId: visible[0]!.item.id, expandedIds } : stay;
  const node = visible[index]!;
  const isOpen = expandedIds.has(node.item.id);
  const focus = (target: VisibleTreeNode | undefined) =>
    target ? { focusedId: target.item.id, expandedIds } : stay;
  const withToggled = (id: string, open: boolean) => {
    const next = new Set(expandedIds);
    if (open) next.add(id);
    else next.delete(id);
    return next;
  };
  switch (key) {
    case 'next':
      return focus(visible[index + 1]);
    case 'previous':
      return focus(visible[index - 1]);
    case 'first':
      return focus(visible[0]);
    case 'last':
      return focus(visible[visible.length - 1]);
    case 'open':
      if (!hasChildren(node.item)) return stay;
      return isOpen ? focus(visible[index + 1]) : { focusedId, expandedIds: withToggled(focusedId, true) };
    case 'close':
      if (hasChildren(node.item) && isOpen) return { focusedId, expandedIds: withToggled(focusedId, false) };
      return focus(visible.find((candidate) => candidate.item.id === node.parentId));
    case 'activate':
      return hasChildren(node.item) ? { focusedId, expandedIds: withToggled(focusedId, !isOpen) } : stay;
    case 'expandSiblings': {
      const siblings = new Set(node.siblingIds);
      const next = new Set(expandedIds);
      for (const candidate of visible) {
        if (siblings.has(candidate.item.id) && hasChildren(candidate.item)) next.add(candidate.item.id);
      }
      return { focusedId, expandedIds: next };
    }
  }
}

/**
 * The node type-ahead lands on: the first visible node after `fromId` (wrapping round) whose text starts with
 * `query`, ignoring case; a query of one letter repeated cycles through the nodes starting with that letter.
 */
export function findByTypeAhead(
  visible: readonly VisibleTreeNode[],
  fromId: string,
  query: string,
): string | undefined {
  const needle = query.toLocaleLowerCase();
  if (!needle) return undefined;
  const isRepeat = [...needle].every((char) => char === needle[0]);
  const start = visible.findIndex((node) => node.item.id === fromId);
  // A fresh search or a repeated letter looks past the focused node; a growing word may stay on it.
  const offset = needle.length === 1 || isRepeat ? 1 : 0;
  const search = isRepeat ? needle[0]! : needle;
  const first = start < 0 ? 0 : start + offset;
  for (let step = 0; step < visible.length; step += 1) {
    const node = visible[(first + step) % visible.length]!;
    if (treeItemText(node.item).toLocaleLowerCase().startsWith(search)) return node.item.id;
  }
  return undefined;
}
