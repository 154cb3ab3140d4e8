export { TagsInput, type TagsInputProps } from './TagsInput';
export { sameTag, splitTagText, type SplitTagText } from './tagText';
export {
  useTagsInput,
  type TagsInputMessages,
  type TagsInputState,
  type UseTagsInputOptions,
} from './useTagsInput';
