import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Notifier, NotifierSnapshot } from './Notifier';

/** The imperative notification API components get from {@link useNotify}. */
export type Notify = Pick<Notifier, 'small' | 'big' | 'httpError' | 'confirm' | 'dismiss'>;

/** The notifier of the nearest `NotificationProvider`. */
export const NotifierContext = createContext<Notifier | null>(null);

/** Follows a notifier's boxes and message boxes, re-rendering on every change. */
export function useNotifierSnapshot(notifier: Notifier): NotifierSnapshot {
  return useSyncExternalStore(notifier.subscribe, notifier.getSnapshot, notifier.getSnapshot);
}

/** Raises small boxes, big boxes, HTTP error boxes and confirmations from inside a `NotificationProvider`. */
export function useNotify(): Notify {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotify needs a NotificationProvider above it.');
  return useMemo(
    () => ({
      small: notifier.small,
      big: notifier.big,
      httpError: notifier.httpError,
      confirm: notifier.confirm,
      dismiss: notifier.dismiss,
    }),
    [notifier],
  );
}
