export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export {
  useRichTextEditor,
  type RichTextEditorState,
  type UseRichTextEditorOptions,
} from './useRichTextEditor';
export type { RichTextToolbarVariant } from './richTextTools';
