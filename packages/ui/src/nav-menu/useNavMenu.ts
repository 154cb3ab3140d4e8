import { useCallback, useMemo, useState } from 'react';
import { activeTrail, toggleGroup, type NavMenuItem } from './navMenuTree';

/** Options of {@link useNavMenu}. */
export interface UseNavMenuOptions {
  items: readonly NavMenuItem[];
  /** Href of the current page; its parents are marked active and start open. */
  activeHref?: string;
}

/** Owns which groups of the side menu are open and which items lie on the active trail. */
export function useNavMenu({ items, activeHref }: UseNavMenuOptions) {
  const trail = useMemo(() => activeTrail(items, activeHref), [items, activeHref]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(trail.slice(0, -1)));
  const [trailShown, setTrailShown] = useState(trail);

  // Navigating elsewhere opens the new page's groups, as the original did on every state change.
  if (trailShown.join('/') !== trail.join('/')) {
    setTrailShown(trail);
    setExpanded((current) => {
      let next = new Set(current);
      for (const id of trail.slice(0, -1)) if (!next.has(id)) next = toggleGroup(items, next, id);
      return next;
    });
  }

  const toggle = useCallback(
    (id: string) => setExpanded((current) => toggleGroup(items, current, id)),
    [items],
  );
  const collapseAll = useCallback(() => setExpanded(new Set()), []);
  const isExpanded = useCallback((id: string) => expanded.has(id), [expanded]);
  const isOnActiveTrail = useCallback((id: string) => trail.includes(id), [trail]);

  return { toggle, collapseAll, isExpanded, isOnActiveTrail, activeId: trail.at(-1) };
}
