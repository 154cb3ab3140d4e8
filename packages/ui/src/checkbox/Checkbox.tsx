import { forwardRef, useContext, type ReactNode, type RefObject } from 'react';
import {
  mergeProps,
  useCheckbox,
  useCheckboxGroupItem,
  useFocusRing,
  useObjectRef,
  VisuallyHidden,
  type AriaCheckboxProps,
  type CheckboxAria,
} from 'react-aria';
import { useToggleState, type CheckboxGroupState } from 'react-stately';
import {
  ChoiceLabel,
  Field,
  FieldDescription,
  FieldError,
  getFieldValidationState,
  resolveFieldErrorMessage,
  type FieldErrorMessage,
  type FieldValidationState,
} from '../field';
import { CheckGlyph, DashGlyph } from '../field/FieldGlyphs';
import { Box } from './Checkbox.styles';
import { CheckboxGroupContext } from './CheckboxGroupContext';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends AriaCheckboxProps {
  /** Hint under a standalone checkbox; inside a group use the group's description. */
  description?: ReactNode;
  /** Message after a standalone invalid checkbox, e.g. "You must agree with Terms and Conditions". */
  errorMessage?: FieldErrorMessage;
  /** Success state of a standalone checkbox. */
  isValid?: boolean;
  className?: string;
}

interface CheckboxViewProps {
  aria: CheckboxAria;
  inputRef: RefObject<HTMLInputElement | null>;
  isIndeterminate: boolean;
  validationState: FieldValidationState;
  className?: string;
  children: ReactNode;
}

function CheckboxView({
  aria,
  inputRef,
  isIndeterminate,
  validationState,
  className,
  children,
}: CheckboxViewProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ChoiceLabel {...aria.labelProps} className={className} $isDisabled={aria.isDisabled}>
      <VisuallyHidden>
        <input {...mergeProps(aria.inputProps, focusProps)} ref={inputRef} />
      </VisuallyHidden>
      <Box
        aria-hidden="true"
        $isChecked={aria.isSelected || isIndeterminate}
        $state={validationState}
        $isFocusVisible={isFocusVisible}
      >
        {isIndeterminate ? <DashGlyph /> : aria.isSelected && <CheckGlyph />}
      </Box>
      {children != null && <span>{children}</span>}
    </ChoiceLabel>
  );
}

interface GroupCheckboxProps extends CheckboxProps {
  group: CheckboxGroupState;
  groupValidationState: FieldValidationState;
  inputRef: RefObject<HTMLInputElement | null>;
}

function GroupCheckbox({ group, groupValidationState, inputRef, className, ...props }: GroupCheckboxProps) {
  if (props.value === undefined) throw new Error('A Checkbox inside a CheckboxGroup needs a `value`.');
  const aria = useCheckboxGroupItem({ ...props, value: props.value }, group, inputRef);
  const state = aria.isInvalid ? 'invalid' : groupValidationState;
  return (
    <CheckboxView
      aria={aria}
      inputRef={inputRef}
      isIndeterminate={props.isIndeterminate ?? false}
      validationState={state}
      className={className}
    >
      {props.children}
    </CheckboxView>
  );
}

interface StandaloneCheckboxProps extends CheckboxProps {
  inputRef: RefObject<HTMLInputElement | null>;
}

function StandaloneCheckbox({
  inputRef,
  description,
  errorMessage,
  isValid,
  className,
  validationBehavior = 'native',
  ...props
}: StandaloneCheckboxProps) {
  const toggle = useToggleState(props);
  const aria = useCheckbox({ ...props, validationBehavior }, toggle, inputRef);
  const state = getFieldValidationState(aria.isInvalid, isValid);
  return (
    <Field validationState={state} className={className}>
      <CheckboxView
        aria={aria}
        inputRef={inputRef}
        isIndeterminate={props.isIndeterminate ?? false}
        validationState={state}
      >
        {props.children}
      </CheckboxView>
      {description != null && <FieldDescription {...aria.descriptionProps}>{description}</FieldDescription>}
      <FieldError {...aria.errorMessageProps}>{resolveFieldErrorMessage(errorMessage, aria)}</FieldError>
    </Field>
  );
}

/**
 * A checkbox drawn as a small box with a tick or a dash (indeterminate); the native input stays in the
 * page, visually hidden, for keyboards and screen readers. Inside a {@link CheckboxGroup} it joins the
 * group's value through its `value`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, forwardedRef) {
  const inputRef = useObjectRef(forwardedRef);
  const group = useContext(CheckboxGroupContext);
  if (group) {
    return (
      <GroupCheckbox
        {...props}
        group={group.state}
        groupValidationState={group.validationState}
        inputRef={inputRef}
      />
    );
  }
  return <StandaloneCheckbox {...props} inputRef={inputRef} />;
});
