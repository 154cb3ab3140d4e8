export { createNotifier } from './createNotifier';
export type {
  BigBoxOptions,
  ConfirmOptions,
  MessageBoxButton,
  MessageBoxRequest,
  Notification,
  NotificationCloseReason,
  NotificationKind,
  NotificationPoliteness,
  NotificationVariant,
  Notifier,
  NotifierClock,
  NotifierOptions,
  NotifierSnapshot,
  SmallBoxOptions,
} from './Notifier';
export { httpErrorContent, httpErrorTitle, type HttpErrorInput } from './httpErrorNotice';
export { notificationTimeouts, resolveTimeout } from './notificationTimeouts';
export { MessageBox, type MessageBoxProps } from './MessageBox';
export { NotificationBox, type NotificationBoxProps } from './NotificationBox';
export { CheckIcon, InfoIcon, WarningIcon } from './NotificationIcons';
export {
  NotificationProvider,
  type NotificationProviderProps,
  type NotificationStrings,
} from './NotificationProvider';
export { useMessageBox, type MessageBoxAria, type UseMessageBoxOptions } from './useMessageBox';
export {
  useNotificationBox,
  type NotificationBoxAria,
  type UseNotificationBoxOptions,
} from './useNotificationBox';
export { useNotifierSnapshot, useNotify, type Notify } from './useNotify';
