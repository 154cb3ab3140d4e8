import * as z from 'zod/mini';
import { validateFieldValue, type FieldRules } from '../field/useFieldValidation';

/** The message of a rule that compares two fields or checks a single box. */
export interface FormRuleMessage {
  message: string;
}

/**
 * A text value checked by the generic field rules (required, e-mail, numeric, digits, URI, card number,
 * lengths, pattern), each failure reported with the rule's custom message. The same rules drive
 * `useFieldValidation`, so a form and a lone field never disagree about what is valid.
 */
export function textRule(rules: FieldRules = {}) {
  return z.string().check(
    z.superRefine((value, context) => {
      const message = validateFieldValue(value, rules);
      if (message !== undefined) context.addIssue({ code: 'custom', message, input: value });
    }),
  );
}

/**
 * The chosen values of a checkbox group: `minLength`/`maxLength` bound how many ("N to M choices"),
 * `isRequired` asks for at least one.
 */
export function choicesRule(rules: FieldRules = {}) {
  return z.array(z.string()).check(
    z.superRefine((value, context) => {
      const message = validateFieldValue(value, rules);
      if (message !== undefined) context.addIssue({ code: 'custom', message, input: value });
    }),
  );
}

/** A single box that must be ticked, such as agreeing to terms. */
export function acceptedRule({ message }: FormRuleMessage) {
  return z.boolean().check(z.refine((value) => value, { message }));
}

type TextRecord = Record<string, unknown>;

function compareFields<T extends TextRecord>(
  field: keyof T & string,
  other: keyof T & string,
  { message }: FormRuleMessage,
  isMismatch: (value: string, otherValue: string) => boolean,
) {
  return z.superRefine<T>((values, context) => {
    const value = values[field];
    const otherValue = values[other];
    // Only filled text is compared: an empty field already says it is required.
    if (typeof value !== 'string' || typeof otherValue !== 'string' || value === '') return;
    if (isMismatch(value, otherValue)) {
      context.addIssue({ code: 'custom', message, path: [field], input: value });
    }
  });
}

/** Object check: `field` must equal `other` (a password and its confirmation); the error lands on `field`. */
export function equalToField<T extends TextRecord>(
  field: keyof T & string,
  other: keyof T & string,
  message: FormRuleMessage,
) {
  return compareFields<T>(field, other, message, (value, otherValue) => value !== otherValue);
}

/** Object check: `field` must differ from `other` (a password that is not the username). */
export function differentFromField<T extends TextRecord>(
  field: keyof T & string,
  other: keyof T & string,
  message: FormRuleMessage,
) {
  return compareFields<T>(field, other, message, (value, otherValue) => value === otherValue);
}
