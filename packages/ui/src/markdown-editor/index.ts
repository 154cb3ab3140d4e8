export { MarkdownEditor, type MarkdownEditorLayout, type MarkdownEditorProps } from './MarkdownEditor';
export {
  useMarkdownEditor,
  type MarkdownEditorState,
  type UseMarkdownEditorOptions,
} from './useMarkdownEditor';
export { renderMarkdown } from './renderMarkdown';
export {
  markdownEdit,
  type MarkdownEdit,
  type MarkdownFormat,
  type MarkdownSelection,
} from './markdownFormat';
