export { InlineEdit, type InlineEditProps } from './InlineEdit';
export type { InlineEditMessages } from './InlineEditor';
export { useInlineEdit, type InlineEditState, type UseInlineEditOptions } from './useInlineEdit';
