import { useRef, type RefObject } from 'react';
import { mergeProps, useFocusRing, useSliderThumb, VisuallyHidden } from 'react-aria';
import type { SliderState } from 'react-stately';
import type { ControlValidation } from '../select/ControlField.styles';
import { Thumb } from './Slider.styles';

interface SliderThumbProps {
  state: SliderState;
  trackRef: RefObject<HTMLDivElement | null>;
  index: number;
  'aria-label'?: string;
  name?: string;
  validation: ControlValidation;
}

/** One draggable thumb; a visually hidden range input gives it focus, keys and its ARIA slider role. */
export function SliderThumb({
  state,
  trackRef,
  index,
  'aria-label': ariaLabel,
  name,
  validation,
}: SliderThumbProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps, isDragging } = useSliderThumb(
    { index, trackRef, inputRef, name, 'aria-label': ariaLabel, isInvalid: validation === 'invalid' },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Thumb {...thumbProps} $validation={validation} $isDragging={isDragging} $isFocusVisible={isFocusVisible}>
      <VisuallyHidden>
        <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
      </VisuallyHidden>
    </Thumb>
  );
}
