import { textRule } from '@atrium/ui';

// Shorthands for the demo forms' most common rules, so each schema reads like its list of messages.

/** Non-blank text. */
export const required = (message: string) => textRule({ isRequired: true, messages: { required: message } });

/** A required e-mail address: one message when empty, another when malformed. */
export const requiredEmail = (missing: string, invalid: string) =>
  textRule({ isRequired: true, isEmail: true, messages: { required: missing, email: invalid } });

/** Required text of at most `maxLength` characters. */
export const requiredMax = (maxLength: number, missing: string, tooLong: string) =>
  textRule({ isRequired: true, maxLength, messages: { required: missing, maxLength: tooLong } });

/** Required text of digits 0–9 only. */
export const requiredDigits = (missing: string, notDigits: string) =>
  textRule({ isRequired: true, isDigits: true, messages: { required: missing, digits: notDigits } });
