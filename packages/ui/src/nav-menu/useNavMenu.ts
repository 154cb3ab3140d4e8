import { useCallback, useMemo, useState } from 'react';
import { activeTrail, toggleGroup, type NavMenuItem } from './navMenuTree';

/** Options of {@link useNavMenu}. */
export interface UseNavMenuOptions {
  items: readonly NavMenuItem[];
  /** Href of the current page; its parents are marked active and start open in a side menu. */
  activeHref?: string;
  /** A menu on top opens its groups only on demand, as drop-downs that close again on navigation. */
  isHorizontal?: boolean;
}

const none: ReadonlySet<string> = new Set();

/** Owns which groups of the side menu are open and which items lie on the active trail. */
export function useNavMenu({ items, activeHref, isHorizontal = false }: UseNavMenuOptions) {
  const trail = useMemo(() => activeTrail(items, activeHref), [items, activeHref]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() =>
    isHorizontal ? none : new Set(trail.slice(0, -1)),
  );
  const [shown, setShown] = useState({ trail, isHorizontal });

  const hasNavigated = shown.trail.join('/') !== trail.join('/');
  if (hasNavigated || shown.isHorizontal !== isHorizontal) {
    setShown({ trail, isHorizontal });
    if (isHorizontal) {
      // Drop-downs would hang over the page: navigating, or moving the menu on top, closes them.
      setExpanded(none);
    } else if (hasNavigated) {
      // Navigating elsewhere opens the new page's groups, as the original did on every state change.
      setExpanded((current) => {
        let next = current;
        for (const id of trail.slice(0, -1)) if (!next.has(id)) next = toggleGroup(items, next, id);
        return next;
      });
    }
  }

  const toggle = useCallback(
    (id: string) => setExpanded((current) => toggleGroup(items, current, id)),
    [items],
  );
  const collapseAll = useCallback(() => setExpanded(none), []);
  const isExpanded = useCallback((id: string) => expanded.has(id), [expanded]);
  const isOnActiveTrail = useCallback((id: string) => trail.includes(id), [trail]);
  const hasOpenGroup = expanded.size > 0;

  return { toggle, collapseAll, isExpanded, isOnActiveTrail, hasOpenGroup, activeId: trail.at(-1) };
}
