import { forwardRef, useContext } from 'react';
import {
  mergeProps,
  useFocusRing,
  useObjectRef,
  useRadio,
  VisuallyHidden,
  type AriaRadioProps,
} from 'react-aria';
import { ChoiceLabel } from '../field';
import { Circle } from './RadioGroup.styles';
import { RadioGroupContext } from './RadioGroupContext';

/** Props of {@link Radio}. */
export interface RadioProps extends AriaRadioProps {
  className?: string;
}

/** One option of a {@link RadioGroup}: a circle with a dot over a visually hidden native radio input. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { className, ...ariaProps },
  forwardedRef,
) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('A Radio must be placed inside a RadioGroup.');
  const ref = useObjectRef(forwardedRef);
  const { labelProps, inputProps, isSelected, isDisabled } = useRadio(ariaProps, group.state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();

  return (
    <ChoiceLabel {...labelProps} className={className} $isDisabled={isDisabled}>
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <Circle
        aria-hidden="true"
        $isSelected={isSelected}
        $state={group.validationState}
        $isFocusVisible={isFocusVisible}
      />
      {ariaProps.children != null && <span>{ariaProps.children}</span>}
    </ChoiceLabel>
  );
});
