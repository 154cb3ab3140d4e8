import { lazy, type ComponentType } from 'react';

/** A component whose code loads on first use, see {@link lazyPart}. */
export interface LazyPart<P extends object> {
  /** Renders the part; suspends (inside the caller's `Suspense`) only while its code is still loading. */
  Part: ComponentType<P>;
  /**
   * Starts loading the code, e.g. when the pointer reaches the trigger that will show the part. After a failed
   * load it tries again: call it whenever the user asks for the part anew.
   */
  preload: () => Promise<void>;
}

/**
 * Splits a rarely needed piece of a widget (a menu's popup, a tooltip's bubble, a panel's body) into its own
 * chunk. Once the code is there, `Part` renders it directly, so a part shown after `preload` appears at once
 * instead of through a Suspense fallback. A failed load (e.g. offline) is thrown to the nearest error boundary
 * on every mount until `preload` is called again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let attempt: Promise<ComponentType<P>> | undefined;
  let hasFailed = false;
  const start = () => {
    hasFailed = false;
    attempt = load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        hasFailed = true;
        throw error;
      },
    );
    return attempt;
  };
  const asModule = (component: ComponentType<P>) => ({ default: component });
  // React keeps a lazy component's failure for good, so each new attempt gets a fresh one.
  let Suspending = lazy(() => (attempt ?? start()).then(asModule));
  function Part(props: P) {
    // A part that suspended never mounted: its retry renders here again and finds the loaded component, so
    // the lazy wrapper is never what stays on screen and a loaded part never remounts.
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  const settle = () => undefined;
  return {
    Part,
    preload: () => {
      if (!loaded && (!attempt || hasFailed)) {
        const current = start();
        Suspending = lazy(() => current.then(asModule));
      }
      return attempt!.then(settle, settle);
    },
  };
}
