export { CodeView, type CodeViewProps } from './CodeView';
export {
  useCopyToClipboard,
  writeToClipboard,
  type CopyStatus,
  type CopyToClipboardState,
} from './useCopyToClipboard';
