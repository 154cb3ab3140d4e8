import type { ComponentPropsWithRef, ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { AlertGlyph } from './FieldGlyphs';
import { FieldRoot, RequiredMarker, StyledDescription, StyledError, StyledLabel } from './Field.styles';
import { fieldClassName, fieldClassNames, type FieldValidationState } from './fieldValidationState';

/** Props of {@link Field}. */
export interface FieldProps extends ComponentPropsWithRef<'div'> {
  /** Adds the `is-invalid` or `is-valid` class for the state; the parts inside draw the state themselves. */
  validationState?: FieldValidationState;
}

/**
 * Wrapper of one form field: label, control, description and error stacked in that order, with the stable
 * classes `atrium-field`, `is-invalid` and `is-valid` for apps to hook onto. Spread a group's props on it
 * (`role="group"`) to make it the group element.
 */
export function Field({ validationState, className, children, ...divProps }: FieldProps) {
  return (
    <FieldRoot
      {...divProps}
      className={fieldClassName(validationState, className)}
      data-validation-state={validationState}
    >
      {children}
    </FieldRoot>
  );
}

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps extends ComponentPropsWithRef<'label'> {
  /** Shows the required marker; the control itself carries `required`/`aria-required` for screen readers. */
  isRequired?: boolean;
  /** Marker drawn after the text when required. */
  requiredMarker?: ReactNode;
  /** `span` for groups, which are named through `aria-labelledby` rather than by a `<label>`. */
  elementType?: 'label' | 'span';
}

/** The visible name of a field, with a required marker hidden from screen readers so "required" is read once. */
export function FieldLabel({
  isRequired = false,
  requiredMarker = '*',
  elementType = 'label',
  className,
  children,
  ...labelProps
}: FieldLabelProps) {
  return (
    <StyledLabel
      as={elementType}
      {...labelProps}
      className={[fieldClassNames.label, className].filter(Boolean).join(' ')}
    >
      {children}
      {isRequired && <RequiredMarker aria-hidden="true">{requiredMarker}</RequiredMarker>}
    </StyledLabel>
  );
}

/** Props of a help-text part; the ref is typed loosely because react-aria hands out `Ref<HTMLElement>`. */
interface HelpTextPartProps extends ComponentPropsWithoutRef<'div'> {
  ref?: Ref<HTMLElement>;
}

// Safe: a div is an HTMLElement; the cast only satisfies TypeScript, which treats ref objects as invariant.
const asDivRef = (ref: Ref<HTMLElement> | undefined) => ref as Ref<HTMLDivElement> | undefined;

/** Props of {@link FieldDescription}. */
export type FieldDescriptionProps = HelpTextPartProps;

/** A hint under the control; spread react-aria's `descriptionProps` so the control is described by it. */
export function FieldDescription({ ref, ...divProps }: FieldDescriptionProps) {
  return <StyledDescription {...divProps} ref={asDivRef(ref)} />;
}

/** Props of {@link FieldError}. */
export type FieldErrorProps = HelpTextPartProps;

/**
 * The message after an invalid field, with an alert glyph; renders nothing without content.
 * Spread react-aria's `errorMessageProps` so the control is described by it.
 */
export function FieldError({ ref, children, className, ...divProps }: FieldErrorProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <StyledError
      {...divProps}
      ref={asDivRef(ref)}
      className={['atrium-field-error', className].filter(Boolean).join(' ')}
    >
      <AlertGlyph />
      <span>{children}</span>
    </StyledError>
  );
}
