import { mergeProps, useField, useFocusRing, VisuallyHidden } from 'react-aria';
import type { ReactNode } from 'react';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '../field';
import { RemoveTagButton, TagChip, TagList, TagsArea, TagTextInput } from './TagsInput.styles';
import { useTagsInput, type TagsInputMessages, type UseTagsInputOptions } from './useTagsInput';

/** Props of {@link TagsInput}. */
export interface TagsInputProps extends UseTagsInputOptions {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  isDisabled?: boolean;
  /** Name of the remove button of one tag; "Remove <tag>" by default. */
  removeLabel?: (tag: string) => string;
  messages?: Partial<TagsInputMessages>;
  className?: string;
}

/**
 * A free-text tags field: Enter or a comma finishes a tag (pasted lists split at commas and line breaks),
 * Backspace in the empty input or a tag's × button removes one, and a repeated tag is refused with a
 * message while its text stays in the input. Every change is announced politely to screen readers.
 */
export function TagsInput({
  label,
  description,
  placeholder,
  isDisabled = false,
  removeLabel = (tag) => `Remove ${tag}`,
  className,
  ...options
}: TagsInputProps) {
  const tagsInput = useTagsInput(options);
  const { tags, error } = tagsInput;
  const isInvalid = error !== null;
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage: error,
    isInvalid,
  });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  const state = isInvalid ? 'invalid' : undefined;

  return (
    <Field validationState={state} className={className}>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      <FieldControl
        validationState={state}
        // Drawn as read-only rather than faded, so the tags of a disabled field stay legible.
        isReadOnly={isDisabled}
        isFocused={isFocused}
        isFocusVisible={isFocusVisible}
      >
        <TagsArea>
          {tags.length > 0 && (
            <TagList aria-labelledby={labelProps.id}>
              {tags.map((tag, index) => (
                <TagChip key={tag}>
                  <span dir="auto">{tag}</span>
                  {!isDisabled && (
                    <RemoveTagButton
                      type="button"
                      aria-label={removeLabel(tag)}
                      onClick={() => tagsInput.removeTag(index)}
                    >
                      <span aria-hidden="true">×</span>
                    </RemoveTagButton>
                  )}
                </TagChip>
              ))}
            </TagList>
          )}
          <TagTextInput
            {...mergeProps(fieldProps, focusProps)}
            value={tagsInput.inputValue}
            onChange={tagsInput.onInputChange}
            onKeyDown={tagsInput.onInputKeyDown}
            onPaste={tagsInput.onInputPaste}
            placeholder={placeholder}
            disabled={isDisabled}
            aria-invalid={isInvalid || undefined}
            enterKeyHint="done"
          />
        </TagsArea>
      </FieldControl>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <FieldError {...errorMessageProps}>{error}</FieldError>
      <VisuallyHidden role="status">{tagsInput.announcement}</VisuallyHidden>
    </Field>
  );
}
