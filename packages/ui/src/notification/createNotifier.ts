import { httpErrorContent, httpErrorTitle } from './httpErrorNotice';
import { notificationTimeouts, resolveTimeout } from './notificationTimeouts';
import type {
  BigBoxOptions,
  MessageBoxButton,
  MessageBoxRequest,
  Notification,
  NotificationCloseReason,
  NotificationKind,
  Notifier,
  NotifierClock,
  NotifierOptions,
  NotifierSnapshot,
} from './Notifier';

const systemClock: NotifierClock = {
  // Looked up on every call so test doubles installed after creation still take effect.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

interface Timer {
  handle: unknown;
  isRunning: boolean;
  remaining: number;
  startedAt: number;
}

function toButton(button: string | MessageBoxButton): MessageBoxButton {
  return typeof button === 'string' ? { key: button, label: button } : button;
}

/** Creates a notification store; give one to `NotificationProvider` to share it with non-React code. */
export function createNotifier({
  clock = systemClock,
  maxSmall = 5,
  maxBig = 3,
}: NotifierOptions = {}): Notifier {
  let snapshot: NotifierSnapshot = { small: [], big: [], messageBoxes: [], httpErrorCount: 0 };
  let sequence = 0;
  const timers = new Map<string, Timer>();
  const onCloses = new Map<string, (reason: NotificationCloseReason) => void>();
  const answers = new Map<string, (key: string) => void>();
  const listeners = new Set<() => void>();

  const nextId = (prefix: string) => `${prefix}-${++sequence}`;

  function update(next: Partial<NotifierSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  }

  function stopTimer(id: string) {
    const timer = timers.get(id);
    if (timer?.isRunning) clock.clearTimeout(timer.handle);
    timers.delete(id);
  }

  function runTimer(id: string, timer: Timer) {
    timer.isRunning = true;
    timer.startedAt = clock.now();
    timer.handle = clock.setTimeout(() => close([id], 'timeout'), timer.remaining);
  }

  function close(ids: readonly string[], reason: NotificationCloseReason) {
    const closing = new Set(
      ids.filter((id) => [...snapshot.small, ...snapshot.big].some((n) => n.id === id)),
    );
    if (closing.size === 0) return;
    for (const id of closing) stopTimer(id);
    update({
      small: snapshot.small.filter((n) => !closing.has(n.id)),
      big: snapshot.big.filter((n) => !closing.has(n.id)),
    });
    for (const id of closing) {
      const onClose = onCloses.get(id);
      onCloses.delete(id);
      onClose?.(reason);
    }
  }

  function show(kind: NotificationKind, options: BigBoxOptions): string {
    const id = options.id ?? nextId(kind);
    const variant = options.variant ?? 'info';
    const notification: Notification = {
      id,
      kind,
      variant,
      title: options.title,
      content: options.content,
      icon: options.icon,
      timeout: resolveTimeout(options.timeout, notificationTimeouts[kind]),
      number: options.number,
      isShaking: options.isShaking ?? false,
      politeness: options.politeness ?? (variant === 'danger' ? 'assertive' : 'polite'),
      announcement: options.announcement,
    };
    // A reused id replaces the shown box quietly: its old onClose is dropped, not called.
    stopTimer(id);
    onCloses.delete(id);
    const others = (list: readonly Notification[]) => list.filter((n) => n.id !== id);
    const limit = kind === 'small' ? maxSmall : maxBig;
    const stack = [notification, ...others(snapshot[kind])];
    const overflow = stack.slice(Math.max(1, limit)).map((n) => n.id);
    if (options.onClose) onCloses.set(id, options.onClose);
    update(
      kind === 'small'
        ? { small: stack, big: others(snapshot.big) }
        : { big: stack, small: others(snapshot.small) },
    );
    if (notification.timeout !== null) {
      const timer: Timer = {
        handle: undefined,
        isRunning: false,
        remaining: notification.timeout,
        startedAt: 0,
      };
      timers.set(id, timer);
      runTimer(id, timer);
    }
    close(overflow, 'dismissed');
    return id;
  }

  return {
    small: (options) => show('small', options),
    big: (options) => show('big', options),
    httpError(error) {
      const count = snapshot.httpErrorCount + 1;
      update({ httpErrorCount: count });
      return show('big', {
        title: httpErrorTitle(error),
        content: httpErrorContent(error.body),
        variant: 'danger',
        number: count,
        isShaking: true,
        politeness: 'assertive',
        timeout: notificationTimeouts.big,
      });
    },
    confirm(options) {
      const buttons = (options.buttons ?? ['Cancel', 'OK']).map(toButton);
      const request: MessageBoxRequest = {
        id: nextId('message-box'),
        title: options.title,
        content: options.content,
        buttons,
        cancelKey: options.cancelKey ?? buttons[0]?.key ?? 'Cancel',
        variant: options.variant ?? 'warning',
        icon: options.icon,
      };
      return new Promise<string>((resolve) => {
        answers.set(request.id, resolve);
        update({ messageBoxes: [...snapshot.messageBoxes, request] });
      });
    },
    dismiss(id) {
      close(id === undefined ? [...snapshot.small, ...snapshot.big].map((n) => n.id) : [id], 'dismissed');
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer?.isRunning) return;
      clock.clearTimeout(timer.handle);
      timer.isRunning = false;
      timer.remaining = Math.max(0, timer.remaining - (clock.now() - timer.startedAt));
    },
    resume(id) {
      const timer = timers.get(id);
      if (timer && !timer.isRunning) runTimer(id, timer);
    },
    respond(id, key) {
      const answer = answers.get(id);
      if (!answer) return;
      answers.delete(id);
      update({ messageBoxes: snapshot.messageBoxes.filter((request) => request.id !== id) });
      answer(key);
    },
    clear() {
      close(
        [...snapshot.small, ...snapshot.big].map((n) => n.id),
        'dismissed',
      );
      const pending = snapshot.messageBoxes;
      update({ messageBoxes: [] });
      for (const request of pending) {
        answers.get(request.id)?.(request.cancelKey);
        answers.delete(request.id);
      }
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
