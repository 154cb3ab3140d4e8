import type { ReactNode } from 'react';
import type { ButtonVariant } from '../button';
import type { HttpErrorInput } from './httpErrorNotice';

// The store's contract. React appears only as types for the title, content and icon slots: the store runs
// without React, so a data client or other non-React code can raise notifications through one instance.

/** Colour and meaning of a notification, mapped to the skin's state colours. */
export type NotificationVariant = 'success' | 'danger' | 'warning' | 'info' | 'neutral';
/** Small boxes stack top-right (top-left in RTL); big boxes stack bottom-right (bottom-left in RTL). */
export type NotificationKind = 'small' | 'big';
/** How urgently screen readers announce a box. */
export type NotificationPoliteness = 'polite' | 'assertive';
/** Why a box went away. */
export type NotificationCloseReason = 'timeout' | 'dismissed';

/** What a caller passes to `small(...)`. */
export interface SmallBoxOptions {
  /** Reusing the id of a shown box replaces it and restarts its timeout. */
  id?: string;
  title: ReactNode;
  content?: ReactNode;
  /** Defaults to `info`. */
  variant?: NotificationVariant;
  /** Icon slot; the variant's default icon when omitted, no icon when `null`. */
  icon?: ReactNode;
  /** Milliseconds before it closes itself; `0` or `null` keeps it until closed. Clamped to 2 to 60 s. */
  timeout?: number | null;
  /** Defaults to `assertive` for `danger`, `polite` otherwise. */
  politeness?: NotificationPoliteness;
  /** Text read by screen readers when title and content are not plain text. */
  announcement?: string;
  /** Called once when the box goes away. */
  onClose?: (reason: NotificationCloseReason) => void;
}

/** What a caller passes to `big(...)`: a small box's options plus a running number and a shake. */
export interface BigBoxOptions extends SmallBoxOptions {
  /** Running number shown large in the box's corner, such as an error count. */
  number?: number | string;
  /** Draws attention with a short shake (not under reduced motion). */
  isShaking?: boolean;
}

/** A box as it is shown: the caller's options with every default filled in. */
export interface Notification {
  id: string;
  kind: NotificationKind;
  variant: NotificationVariant;
  title: ReactNode;
  content: ReactNode;
  /** `undefined` means the variant's default icon, `null` no icon. */
  icon: ReactNode;
  /** Milliseconds, or `null` when sticky. */
  timeout: number | null;
  number: number | string | undefined;
  isShaking: boolean;
  politeness: NotificationPoliteness;
  announcement: string | undefined;
}

/** One button of a message box; `key` is what `confirm(...)` resolves to. */
export interface MessageBoxButton {
  key: string;
  label: string;
  /** Defaults to `primary` for the last button and `default` for the others. */
  variant?: ButtonVariant;
}

/** What a caller passes to `confirm(...)`. */
export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** Buttons from left to right (right to left in RTL), e.g. `['No', 'Yes']`; defaults to Cancel and OK. */
  buttons?: ReadonlyArray<string | MessageBoxButton>;
  /** Answer given by Escape; defaults to the first button. */
  cancelKey?: string;
  /** Accent colour and default icon; defaults to `warning`. */
  variant?: NotificationVariant;
  /** Icon slot; the variant's default icon when omitted, no icon when `null`. */
  icon?: ReactNode;
}

/** A pending `confirm(...)` as the message box shows it. */
export interface MessageBoxRequest {
  id: string;
  title: ReactNode;
  content: ReactNode;
  buttons: MessageBoxButton[];
  cancelKey: string;
  variant: NotificationVariant;
  icon: ReactNode;
}

/** Everything on screen: boxes newest first, message boxes in the order they were asked. */
export interface NotifierSnapshot {
  small: readonly Notification[];
  big: readonly Notification[];
  messageBoxes: readonly MessageBoxRequest[];
  /** How many HTTP errors `httpError(...)` has shown so far. */
  httpErrorCount: number;
}

/** Source of time; inject one to drive timeouts from tests or another scheduler. */
export interface NotifierClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** Options of {@link createNotifier}. */
export interface NotifierOptions {
  clock?: NotifierClock;
  /** Most small boxes shown at once; the oldest goes first. Defaults to 5. */
  maxSmall?: number;
  /** Most big boxes shown at once; the oldest goes first. Defaults to 3. */
  maxBig?: number;
}

/** The notification store: raise, pause and dismiss boxes, ask confirmations, subscribe to changes. */
export interface Notifier {
  /** Shows a small box; returns its id. */
  small(options: SmallBoxOptions): string;
  /** Shows a big box; returns its id. */
  big(options: BigBoxOptions): string;
  /** Shows the HTTP error box (red, warning icon, 6 s, shaking) numbered by a running error count. */
  httpError(error: HttpErrorInput): string;
  /** Opens a message box; resolves to the key of the pressed button (Escape gives `cancelKey`). */
  confirm(options: ConfirmOptions): Promise<string>;
  /** Closes one box, or every small and big box when called without an id. */
  dismiss(id?: string): void;
  /** Stops a box's timeout, keeping the time it has left. */
  pause(id: string): void;
  /** Restarts a paused timeout with the time it had left. */
  resume(id: string): void;
  /** Answers a message box as if `key` was pressed. */
  respond(id: string, key: string): void;
  /** Dismisses every box and answers every open message box with its cancel key. */
  clear(): void;
  getSnapshot(): NotifierSnapshot;
  subscribe(listener: () => void): () => void;
}
