import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Whether the page is in full screen, and a toggle; `isSupported` is false where browsers forbid it. */
export function useFullScreen() {
  const isFullScreen = useSyncExternalStore(
    subscribe,
    () => Boolean(document.fullscreenElement),
    () => false,
  );
  const isSupported = typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // The browser refused (no user gesture, or a frame without permission): the page stays as it is.
    }
  }, []);
  return { isFullScreen, isSupported, toggle };
}
