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
 * It looks in the next animation frame and again only when the panel's content changes, rather than in a layout
 * effect after every render: checking whether an element is drawn makes the browser compute styles, and inside
 * a commit that was a second style pass of the whole page each time a panel rendered.
 */
export function usePanelTabIndex(panelRef: RefObject<HTMLElement | null>): 0 | undefined {
  const [hasTabStop, setHasTabStop] = useState(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    // One check per frame, just before the browser computes styles for it anyway: content that changes in
    // many steps (a chart drawing) then costs one style pass, not one per change.
    let frame = 0;
    const scheduleCheck = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setHasTabStop(holdsTabStop(panel));
      });
    };
    scheduleCheck();
    const observer = new MutationObserver(scheduleCheck);
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'hidden', 'inert', 'href'],
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [panelRef]);
  return hasTabStop ? undefined : 0;
}
