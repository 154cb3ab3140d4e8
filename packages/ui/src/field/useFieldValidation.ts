import { useState } from 'react';
import { isAbsoluteUri, isCreditCardNumber, isDigitsOnly, isEmailAddress, isNumericText } from './textChecks';

/** The generic per-input checks, in the order they are tried; each has an English default message. */
export type FieldRuleName =
  'required' | 'email' | 'numeric' | 'digits' | 'uri' | 'creditCard' | 'minLength' | 'maxLength' | 'pattern';

/** Messages replacing the English defaults, one per check. */
export type FieldRuleMessages = Partial<Record<FieldRuleName, string>>;

/** What a field's value must satisfy; empty optional text passes every check but `required`. */
export interface FieldRules {
  /** A value is needed: non-blank text, or at least one chosen option for a list. */
  isRequired?: boolean;
  /** The text must be an e-mail address (`name@domain.tld`). */
  isEmail?: boolean;
  /** Fewest characters for text, fewest chosen options for a list. */
  minLength?: number;
  /** Most characters for text, most chosen options for a list. */
  maxLength?: number;
  /** The whole text must match, as the HTML `pattern` attribute does. */
  pattern?: RegExp;
  /** The text must be a decimal number ("12", "-3.5", "0,75"). */
  isNumeric?: boolean;
  /** The text must be made of the digits 0–9 only (postal codes, CVV). */
  isDigits?: boolean;
  /** The text must be an absolute address with a scheme (`https://…`). */
  isUri?: boolean;
  /** The text must be a card number whose Luhn checksum holds. */
  isCreditCard?: boolean;
  messages?: FieldRuleMessages;
}

/** A text input's value, or the chosen values of a checkbox group. */
export type FieldValue = string | readonly string[];

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function defaultMessage(rule: FieldRuleName, rules: FieldRules, isList: boolean): string {
  const { minLength, maxLength } = rules;
  if (isList && (rule === 'minLength' || rule === 'maxLength') && minLength != null && maxLength != null) {
    return `Please choose ${minLength} - ${maxLength} options`;
  }
  switch (rule) {
    case 'required':
      return isList ? 'Please choose at least one option' : 'This field is required';
    case 'email':
      return 'Please enter a valid email address';
    case 'numeric':
      return 'Please enter a valid number';
    case 'digits':
      return 'Please enter only digits';
    case 'uri':
      return 'Please enter a valid URL';
    case 'creditCard':
      return 'Please enter a valid credit card number';
    case 'minLength':
      return isList
        ? `Please choose at least ${plural(minLength ?? 0, 'option')}`
        : `Please enter at least ${plural(minLength ?? 0, 'character')}`;
    case 'maxLength':
      return isList
        ? `Please choose no more than ${plural(maxLength ?? 0, 'option')}`
        : `Please enter no more than ${plural(maxLength ?? 0, 'character')}`;
    case 'pattern':
      return 'Please match the requested format';
  }
}

function matchesWhole(pattern: RegExp, text: string) {
  // Anchor like the HTML attribute, and drop the stateful flags so repeated calls agree.
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return whole.test(text);
}

/** The first check the value fails, or undefined when it passes them all. */
export function findFailedRule(value: FieldValue, rules: FieldRules): FieldRuleName | undefined {
  const isList = typeof value !== 'string';
  const isEmpty = isList ? value.length === 0 : value.trim() === '';
  if (isEmpty && rules.isRequired) return 'required';
  // Empty optional text skips the other checks, as in HTML; an empty list still counts against minLength.
  if (isEmpty && !isList) return undefined;
  if (!isList) {
    if (rules.isEmail && !isEmailAddress(value)) return 'email';
    if (rules.isNumeric && !isNumericText(value)) return 'numeric';
    if (rules.isDigits && !isDigitsOnly(value)) return 'digits';
    if (rules.isUri && !isAbsoluteUri(value)) return 'uri';
    if (rules.isCreditCard && !isCreditCardNumber(value)) return 'creditCard';
  }
  if (rules.minLength != null && value.length < rules.minLength) return 'minLength';
  if (rules.maxLength != null && value.length > rules.maxLength) return 'maxLength';
  if (!isList && rules.pattern && !matchesWhole(rules.pattern, value)) return 'pattern';
  return undefined;
}

/** Checks a value against the rules: the message of the first failed check, or undefined when valid. */
export function validateFieldValue(value: FieldValue, rules: FieldRules): string | undefined {
  const failed = findFailedRule(value, rules);
  if (failed === undefined) return undefined;
  return rules.messages?.[failed] ?? defaultMessage(failed, rules, typeof value !== 'string');
}

/** What a field shows for a value: nothing until it has been touched (blurred or submitted). */
export interface FieldValidationView {
  /** The message to show after the field, once touched. */
  errorMessage: string | undefined;
  isInvalid: boolean;
  /** Touched, passing, and not an empty optional value (which stays neutral rather than green). */
  isValid: boolean;
}

/** Pure core of {@link useFieldValidation}: the view of a value given whether the user has finished with it. */
export function describeFieldValidation(
  value: FieldValue,
  rules: FieldRules,
  isTouched: boolean,
): FieldValidationView {
  if (!isTouched) return { errorMessage: undefined, isInvalid: false, isValid: false };
  const errorMessage = validateFieldValue(value, rules);
  return {
    errorMessage,
    isInvalid: errorMessage !== undefined,
    isValid: errorMessage === undefined && value.length > 0,
  };
}

/** Props to spread on an Atrium field so it shows this validation. */
export interface FieldValidationProps {
  isInvalid: boolean;
  isValid: boolean;
  errorMessage: string | undefined;
  isRequired: boolean | undefined;
  onBlur: () => void;
  /** The hook decides when to show messages, so react-aria should only mirror them in ARIA. */
  validationBehavior: 'aria';
}

/** Result of {@link useFieldValidation}. */
export interface FieldValidation extends FieldValidationView {
  /** Whether the field has been blurred or submitted since the last reset. */
  isTouched: boolean;
  /** Spread on the field: `<TextField {...validation.fieldProps} />`. */
  fieldProps: FieldValidationProps;
  /** Call on submit: shows the outcome from now on and returns the message, or undefined when valid. */
  validate: () => string | undefined;
  /** Back to untouched, e.g. after the form is cleared. */
  reset: () => void;
}

/**
 * Owns when a field's validation becomes visible: checks run on every render, but nothing shows before
 * the first blur or submit, so typing into a fresh field is never scolded. After that the message follows
 * the value as it changes.
 */
export function useFieldValidation(value: FieldValue, rules: FieldRules): FieldValidation {
  const [isTouched, setTouched] = useState(false);
  const view = describeFieldValidation(value, rules, isTouched);
  return {
    ...view,
    isTouched,
    fieldProps: {
      isInvalid: view.isInvalid,
      isValid: view.isValid,
      errorMessage: view.errorMessage,
      isRequired: rules.isRequired,
      onBlur: () => setTouched(true),
      validationBehavior: 'aria',
    },
    validate: () => {
      setTouched(true);
      return validateFieldValue(value, rules);
    },
    reset: () => setTouched(false),
  };
}
