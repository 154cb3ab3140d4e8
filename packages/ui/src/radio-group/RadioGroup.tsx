import type { ReactNode } from 'react';
import { useRadioGroup, type AriaRadioGroupProps } from 'react-aria';
import { useRadioGroupState } from 'react-stately';
import { ChoiceGroupField, getFieldValidationState } from '../field';
import { RadioGroupContext } from './RadioGroupContext';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends AriaRadioGroupProps {
  /** Success state: the group gets the `is-valid` class and the circles a success border. */
  isValid?: boolean;
  className?: string;
  /** The {@link Radio}s to choose from. */
  children: ReactNode;
}

/**
 * A labelled set of {@link Radio}s of which one is chosen (react-aria `useRadioGroup`): one tab stop,
 * arrow keys move and select. `orientation` lays the radios in a column (default) or a row.
 */
export function RadioGroup({
  isValid,
  className,
  children,
  validationBehavior = 'native',
  ...ariaProps
}: RadioGroupProps) {
  const options = { ...ariaProps, validationBehavior };
  const state = useRadioGroupState(options);
  const { radioGroupProps, ...groupAria } = useRadioGroup(options, state);
  const { label, description, errorMessage, isRequired, orientation = 'vertical' } = ariaProps;
  const validationState = getFieldValidationState(groupAria.isInvalid, isValid);
  // react-stately hands out a new state object every render, so memoising the context would gain nothing.
  const context = { state, validationState };

  return (
    <ChoiceGroupField
      groupProps={radioGroupProps}
      aria={groupAria}
      validationState={validationState}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      orientation={orientation}
      className={className}
    >
      <RadioGroupContext.Provider value={context}>{children}</RadioGroupContext.Provider>
    </ChoiceGroupField>
  );
}
