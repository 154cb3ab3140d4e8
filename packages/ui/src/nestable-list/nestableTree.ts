/** One entry of a {@link NestableList}: its text and the entries nested under it. */
export interface NestableItem {
  /** Unique within the list. */
  id: string;
  /** What the entry shows and how announcements name it. */
  content: string;
  children?: readonly NestableItem[];
}

/** An entry in reading order with its depth (0 at the top) and the id of the entry it is nested under. */
export interface FlatNestableItem {
  item: NestableItem;
  depth: number;
  parentId: string | null;
}

/** Every entry top to bottom, children right after their parent. */
export function flattenNestable(items: readonly NestableItem[], depth = 0, parentId: string | null = null) {
  const flat: FlatNestableItem[] = [];
  for (const item of items) {
    flat.push({ item, depth, parentId });
    flat.push(...flattenNestable(item.children ?? [], depth + 1, item.id));
  }
  return flat;
}

/** Rebuilds the nested structure from entries in reading order with their parents. */
export function buildNestable(flat: readonly FlatNestableItem[]): NestableItem[] {
  const childrenOf = new Map<string | null, FlatNestableItem[]>();
  for (const entry of flat)
    childrenOf.set(entry.parentId, [...(childrenOf.get(entry.parentId) ?? []), entry]);
  const build = (parentId: string | null): NestableItem[] =>
    (childrenOf.get(parentId) ?? []).map(({ item }) => {
      const children = build(item.id);
      const copy: NestableItem = { ...item, children };
      if (!children.length) delete copy.children;
      return copy;
    });
  return build(null);
}

/** The entries without the descendants of `id`, which travel with it while it is dragged. */
export function withoutDescendants(flat: readonly FlatNestableItem[], id: string): FlatNestableItem[] {
  const index = flat.findIndex((entry) => entry.item.id === id);
  if (index < 0) return [...flat];
  const depth = flat[index]!.depth;
  let end = index + 1;
  while (end < flat.length && flat[end]!.depth > depth) end += 1;
  return [...flat.slice(0, index + 1), ...flat.slice(end)];
}

/** Where a dragged entry would land: its depth and new parent. */
export interface NestableProjection {
  depth: number;
  parentId: string | null;
}

/**
 * Where the entry `activeId` lands when dropped over `overId` having moved `depthChange` levels sideways:
 * the depth is kept between the entry below's and one deeper than the entry above, so the result is always
 * a valid tree, and no deeper than `maxDepth`.
 */
export function projectNestable(
  flat: readonly FlatNestableItem[],
  activeId: string,
  overId: string,
  depthChange: number,
  maxDepth: number,
): NestableProjection {
  const from = flat.findIndex((entry) => entry.item.id === activeId);
  const to = flat.findIndex((entry) => entry.item.id === overId);
  const active = flat[from];
  if (!active || to < 0) return { depth: active?.depth ?? 0, parentId: active?.parentId ?? null };
  const moved = [...flat];
  moved.splice(to, 0, ...moved.splice(from, 1));
  const above = moved[to - 1];
  const below = moved[to + 1];
  const deepest = Math.min(maxDepth, above ? above.depth + 1 : 0);
  const shallowest = below ? below.depth : 0;
  const depth = Math.max(shallowest, Math.min(deepest, active.depth + depthChange));
  if (depth === 0 || !above) return { depth: 0, parentId: null };
  if (depth === above.depth) return { depth, parentId: above.parentId };
  if (depth > above.depth) return { depth, parentId: above.item.id };
  const parentId = moved
    .slice(0, to)
    .reverse()
    .find((entry) => entry.depth === depth)?.parentId;
  return { depth, parentId: parentId ?? null };
}

/** The list after dropping `activeId` over `overId` at the projected depth; its descendants move with it. */
export function moveNestable(
  items: readonly NestableItem[],
  activeId: string,
  overId: string,
  projection: NestableProjection,
): NestableItem[] {
  const flat = flattenNestable(items);
  const from = flat.findIndex((entry) => entry.item.id === activeId);
  const to = flat.findIndex((entry) => entry.item.id === overId);
  if (from < 0 || to < 0) return [...items];
  // Only the entry itself changes place in the flat list; its children keep pointing at it.
  const next = flat.map((entry, index) =>
    index === from ? { ...entry, depth: projection.depth, parentId: projection.parentId } : entry,
  );
  const withoutSubtree = withoutDescendants(next, activeId);
  const subtree = next.slice(from + 1, from + 1 + (next.length - withoutSubtree.length));
  const order = withoutSubtree.filter((entry) => entry.item.id !== activeId);
  // As dnd-kit's sortable list shows it: the entry takes the place of the one it is over.
  const overIndex = withoutSubtree.findIndex((entry) => entry.item.id === overId);
  order.splice(overIndex, 0, next[from]!, ...subtree);
  return buildNestable(order);
}
