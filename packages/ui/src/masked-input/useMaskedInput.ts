import { useState, type ChangeEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { formatMasked, isMaskComplete, maskInput, remask, type Mask } from './maskText';

/** Options of {@link useMaskedInput}. */
export interface UseMaskedInputOptions {
  mask: Mask;
  value?: string;
  defaultValue?: string;
  /** Called with the masked text, e.g. "(555) 123-4567". */
  onChange?: (value: string) => void;
  /** Why a complete value is still wrong, or null when it is fine. */
  check?: (value: string) => string | null;
  /** The message for a value left half typed. */
  incompleteMessage?: string;
}

/** What {@link useMaskedInput} gives a view. */
export interface MaskedInputState {
  value: string;
  isComplete: boolean;
  /** Set once the user has left a half-typed or wrong value, then kept current while they fix it. */
  error: string | null;
  /** For the text input: re-masks each edit and keeps the caret where the user typed. */
  onInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onInputBlur: () => void;
}

/** Owns a masked text value: what the user types or pastes is fitted to the mask as it arrives. */
export function useMaskedInput({
  mask,
  value: valueProp,
  defaultValue = '',
  onChange,
  check,
  incompleteMessage = 'Incomplete: fill in every digit',
}: UseMaskedInputOptions): MaskedInputState {
  const [value, setValue] = useControlledState(
    valueProp,
    formatMasked(mask, maskInput(mask, defaultValue)),
    onChange,
  );
  const [isTouched, setTouched] = useState(false);
  const isComplete = isMaskComplete(mask, value);

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const next = remask(mask, input.value, input.selectionStart ?? input.value.length, {
      deletedBackward: inputType === 'deleteContentBackward',
      previous: value,
    });
    // Written straight to the element so React finds nothing to restore and the caret stays put.
    input.value = next.value;
    input.setSelectionRange(next.caret, next.caret);
    setValue(next.value);
  };

  let error: string | null = null;
  if (isTouched && value !== '') error = isComplete ? (check?.(value) ?? null) : incompleteMessage;

  return { value, isComplete, error, onInputChange, onInputBlur: () => setTouched(true) };
}
