import { useEffect, useState, type RefObject } from 'react';

// What the Tab key can reach; each match is then checked for a tab index of 0 or more and for being drawn.
const focusableSelector =
  'a[href], area[href], button, input, select, textarea, iframe, summary, audio[controls], video[controls], [contenteditable], [tabindex]';

function holdsTabStop(panel: HTMLElement): boolean {
  return [...panel.querySelectorAll<HTMLElement>(focusableSelector)].some(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * A tab panel's `tabIndex`: `0` while nothing inside it takes focus from the Tab key, so that the panel itself
 * can be reached and scrolled; none once something does, so that Tab goes from the tab straight to it.
 *
 * It looks after the paint and again only when the panel's content changes, rather than in a layout effect
 * after every render: checking whether an element is drawn makes the browser compute styles, and inside a
 * commit that was a second style pass of the whole page each time a panel rendered.
 */
export function usePanelTabIndex(panelRef: RefObject<HTMLElement | null>): 0 | undefined {
  const [hasTabStop, setHasTabStop] = useState(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const update = () => setHasTabStop(holdsTabStop(panel));
    update();
    const observer = new MutationObserver(update);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'hidden', 'inert', 'href'],
    });
    return () => observer.disconnect();
  }, [panelRef]);
  return hasTabStop ? undefined : 0;
}
