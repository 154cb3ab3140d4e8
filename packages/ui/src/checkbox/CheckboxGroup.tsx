import type { ReactNode } from 'react';
import { useCheckboxGroup, type AriaCheckboxGroupProps, type Orientation } from 'react-aria';
import { useCheckboxGroupState } from 'react-stately';
import { ChoiceGroupField, getFieldValidationState, validateFieldValue, type FieldRules } from '../field';
import { CheckboxGroupContext } from './CheckboxGroupContext';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps extends AriaCheckboxGroupProps {
  /** Fewest boxes that must be ticked. */
  minSelected?: number;
  /** Most boxes that may be ticked. */
  maxSelected?: number;
  /** Message when the count is outside the limits, e.g. "Please choose 1 - 2 languages you can speak". */
  selectionMessage?: string;
  /** Stack the boxes (default) or lay them in a row. */
  orientation?: Orientation;
  /** Success state: the group gets the `is-valid` class and the boxes a success border. */
  isValid?: boolean;
  className?: string;
  children: ReactNode;
}

type GroupValidate = NonNullable<AriaCheckboxGroupProps['validate']>;

/**
 * A labelled set of {@link Checkbox}es sharing one value (react-aria `useCheckboxGroup`). `isRequired`,
 * `minSelected` and `maxSelected` are checked like any react-aria validation: with the default native
 * behaviour when a box is toggled and on form submit; with `validationBehavior="aria"` at once.
 */
export function CheckboxGroup({
  minSelected,
  maxSelected,
  selectionMessage,
  orientation = 'vertical',
  isValid,
  className,
  children,
  validate,
  validationBehavior = 'native',
  ...ariaProps
}: CheckboxGroupProps) {
  const { isRequired, label, description, errorMessage } = ariaProps;
  const rules: FieldRules = {
    isRequired,
    minLength: minSelected,
    maxLength: maxSelected,
    messages: selectionMessage
      ? { required: selectionMessage, minLength: selectionMessage, maxLength: selectionMessage }
      : undefined,
  };
  // The app's own check runs first; the count rules only speak when it finds nothing.
  const validateGroup: GroupValidate = (value) => {
    const own = validate?.(value);
    if (own && own !== true && own.length > 0) return own;
    return validateFieldValue(value, rules) ?? null;
  };

  const options = { ...ariaProps, validate: validateGroup, validationBehavior };
  const state = useCheckboxGroupState(options);
  const { groupProps, ...groupAria } = useCheckboxGroup(options, state);
  const validationState = getFieldValidationState(groupAria.isInvalid, isValid);
  // react-stately hands out a new state object every render, so memoising the context would gain nothing.
  const context = { state, validationState };

  return (
    <ChoiceGroupField
      groupProps={groupProps}
      aria={groupAria}
      validationState={validationState}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      orientation={orientation}
      className={className}
    >
      <CheckboxGroupContext.Provider value={context}>{children}</CheckboxGroupContext.Provider>
    </ChoiceGroupField>
  );
}
