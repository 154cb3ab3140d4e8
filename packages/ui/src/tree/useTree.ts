import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  findByTypeAhead,
  hasChildren,
  initiallyExpandedIds,
  moveInTree,
  visibleTreeNodes,
  type TreeItem,
  type TreeKey,
  type VisibleTreeNode,
} from './treeNavigation';

/** How long type-ahead keeps the letters typed so far, as react-aria's lists do. */
export const treeTypeAheadMs = 1000;

/** Options of {@link useTree}. */
export interface UseTreeOptions {
  items: readonly TreeItem[];
  /** Ids of the open nodes, when the caller owns them. */
  expandedIds?: ReadonlySet<string>;
  /** Ids of the nodes open at first; defaults to the items marked `expanded`. */
  defaultExpandedIds?: Iterable<string>;
  /** Called with the new set of open nodes whenever a node opens or closes. */
  onExpandedChange?: (expandedIds: Set<string>) => void;
  /** Called when Enter or a click reaches a node without children. */
  onAction?: (id: string) => void;
  /** Reading direction: in right-to-left text the Left arrow opens and the Right arrow closes. */
  direction?: 'ltr' | 'rtl';
}

/** Props for one node's element (`role="treeitem"`). */
export interface TreeItemProps {
  role: 'treeitem';
  tabIndex: 0 | -1;
  'aria-level': number;
  'aria-setsize': number;
  'aria-posinset': number;
  'aria-expanded': boolean | undefined;
  'aria-labelledby': string;
  'data-focused': boolean;
  ref: (element: HTMLElement | null) => void;
  onClick: () => void;
  onFocus: () => void;
}

/** What {@link useTree} returns: the state and the props that make markup an ARIA tree. */
export interface TreeState {
  /** The nodes a reader can see, top to bottom. */
  visibleNodes: readonly VisibleTreeNode[];
  expandedIds: ReadonlySet<string>;
  isExpanded: (id: string) => boolean;
  /** Opens a closed node and closes an open one. */
  toggle: (id: string) => void;
  /** The node that holds the tree's one tab stop. */
  focusedId: string | undefined;
  /** Props for the tree's element (`role="tree"`); it handles every key. */
  treeProps: { role: 'tree'; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  /** Props for a node's element; `labelId` must be the id of the element holding the node's own content. */
  getItemProps: (node: VisibleTreeNode, labelId: string) => TreeItemProps;
}

const keyMoves: Record<string, TreeKey> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
  '*': 'expandSiblings',
  Enter: 'activate',
};

/** Owns a tree's open nodes, its single tab stop and its keyboard, per the WAI-ARIA tree pattern. */
export function useTree({
  items,
  expandedIds: controlledExpanded,
  defaultExpandedIds,
  onExpandedChange,
  onAction,
  direction = 'ltr',
}: UseTreeOptions): TreeState {
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpandedIds ?? initiallyExpandedIds(items)),
  );
  const expandedIds = controlledExpanded ?? ownExpanded;
  const visibleNodes = useMemo(() => visibleTreeNodes(items, expandedIds), [items, expandedIds]);
  const [focusState, setFocusedId] = useState<string>();
  // A focused node that has gone (closed away or removed) hands the tab stop to the first node.
  const focusedId = visibleNodes.some((node) => node.item.id === focusState)
    ? focusState
    : visibleNodes[0]?.item.id;

  const elements = useRef(new Map<string, HTMLElement>());
  const shouldMoveFocus = useRef(false);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    if (!shouldMoveFocus.current || focusedId === undefined) return;
    shouldMoveFocus.current = false;
    elements.current.get(focusedId)?.focus();
  }, [focusedId]);

  const setExpanded = useCallback(
    (next: ReadonlySet<string>) => {
      if (next === expandedIds) return;
      if (!controlledExpanded) setOwnExpanded(next);
      onExpandedChange?.(new Set(next));
    },
    [controlledExpanded, expandedIds, onExpandedChange],
  );

  const toggle = useCallback(
    (id: string) => setExpanded(moveInTree(visibleNodes, expandedIds, id, 'activate').expandedIds),
    [expandedIds, setExpanded, visibleNodes],
  );

  const focusNode = (id: string) => {
    shouldMoveFocus.current = true;
    setFocusedId(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (focusedId === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const opening = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const closing = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const key = event.key === opening ? 'open' : event.key === closing ? 'close' : keyMoves[event.key];
    if (key) {
      event.preventDefault();
      const move = moveInTree(visibleNodes, expandedIds, focusedId, key);
      setExpanded(move.expandedIds);
      if (move.focusedId !== focusedId) focusNode(move.focusedId);
      const node = visibleNodes.find((candidate) => candidate.item.id === focusedId);
      if (key === 'activate' && node && !hasChildren(node.item)) onAction?.(focusedId);
      return;
    }
    if (event.key.length !== 1 || event.key === ' ') return;
    event.preventDefault();
    const now = event.timeStamp;
    const text = now - typed.current.at < treeTypeAheadMs ? typed.current.text + event.key : event.key;
    typed.current = { text, at: now };
    const match = findByTypeAhead(visibleNodes, focusedId, text);
    if (match !== undefined && match !== focusedId) focusNode(match);
  };

  const getItemProps = (node: VisibleTreeNode, labelId: string): TreeItemProps => {
    const id = node.item.id;
    const isParent = hasChildren(node.item);
    return {
      role: 'treeitem',
      tabIndex: id === focusedId ? 0 : -1,
      'aria-level': node.level,
      'aria-setsize': node.siblingIds.length,
      'aria-posinset': node.siblingIds.indexOf(id) + 1,
      'aria-expanded': isParent ? expandedIds.has(id) : undefined,
      'aria-labelledby': labelId,
      'data-focused': id === focusedId,
      ref: (element) => {
        if (element) elements.current.set(id, element);
        else elements.current.delete(id);
      },
      onClick: () => {
        if (isParent) toggle(id);
        else onAction?.(id);
      },
      onFocus: () => setFocusedId(id),
    };
  };

  return {
    visibleNodes,
    expandedIds,
    isExpanded: (id) => expandedIds.has(id),
    toggle,
    focusedId,
    treeProps: { role: 'tree', onKeyDown },
    getItemProps,
  };
}
