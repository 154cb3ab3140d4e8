import { useLayoutEffect, useState } from 'react';

/**
 * Keeps content mounted while it animates out: `isMounted` stays true for `exitMs` after `isOpen` turns
 * false, and `isVisible` turns true a frame after mounting so the enter transition has a start state.
 */
export function usePresence(isOpen: boolean, exitMs: number) {
  const [isMounted, setMounted] = useState(isOpen);
  const [isVisible, setVisible] = useState(isOpen);
  const [wasOpen, setWasOpen] = useState(isOpen);

  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setMounted(true);
    else setVisible(false);
  }

  // A layout effect, so a close timer is cleared before a quick reopen can paint and then unmount.
  useLayoutEffect(() => {
    if (isOpen) {
      const frame = requestAnimationFrame(() => {
        setMounted(true);
        setVisible(true);
      });
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [isOpen, exitMs]);

  // Open content is always mounted: a close timer that fires while an opening render is still in progress
  // (a busy page renders in slices) must not leave it open but unmounted.
  return { isMounted: isOpen || isMounted, isVisible };
}
