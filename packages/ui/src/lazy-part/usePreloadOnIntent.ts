import { useEffect, type RefObject } from 'react';

/**
 * Starts loading a popup's code as soon as the user shows intent to open it: the pointer entering its trigger
 * or the trigger receiving focus. Listens on the element itself, because react-aria buttons drop pointer
 * handlers they do not know.
 */
export function usePreloadOnIntent(triggerRef: RefObject<Element | null>, preload: () => unknown) {
  // No dependency list: a caller may swap its trigger element, and re-adding two listeners costs nothing.
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger) return undefined;
    const start = () => {
      void preload();
    };
    trigger.addEventListener('pointerenter', start);
    trigger.addEventListener('focusin', start);
    return () => {
      trigger.removeEventListener('pointerenter', start);
      trigger.removeEventListener('focusin', start);
    };
  });
}
