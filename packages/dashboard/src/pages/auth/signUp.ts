import * as z from 'zod/mini';
import { required } from '../forms/demoFormRules';
import { registrationFields, samePasswordRule } from '../forms/smartValidationForms';

/** The demo's user groups; choosing one changes nothing else (the demo enforces no roles). */
export const userGroups = ['Guest', 'Service', 'Customer', 'Operator', 'Support', 'Admin'] as const;

/** Message of the user group field when nothing is chosen. */
export const groupMessage = 'Please select your user group';

/** A new account: the registration rules plus the user group. */
export const signUpSchema = z
  .object({ ...registrationFields, group: required(groupMessage) })
  .check(samePasswordRule);

/** Values of the sign-up form. */
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Every field empty, the terms not yet accepted. */
export const emptySignUp: SignUpValues = {
  username: '',
  email: '',
  password: '',
  passwordConfirm: '',
  firstname: '',
  lastname: '',
  gender: '',
  group: '',
  terms: false,
};
