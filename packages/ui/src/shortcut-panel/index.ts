export {
  ShortcutPanel,
  shortcutCloseDelayMs,
  type ShortcutItem,
  type ShortcutLinkProps,
  type ShortcutPanelProps,
} from './ShortcutPanel';
export { usePresence } from './usePresence';
