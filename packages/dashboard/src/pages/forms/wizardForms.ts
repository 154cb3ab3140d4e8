import * as z from 'zod/mini';
import { acceptedRule, textRule } from '@atrium/ui';
import { required, requiredEmail } from './demoFormRules';

// The two wizards of the "Wizards" screen: each step's fields and messages.

/** Messages of the smart wizard. */
export const smartWizardMessages = {
  email: 'We need your email address to contact you',
  emailInvalid: 'Your email address must be in the format of name@domain.com',
  firstName: 'Please specify your First name',
  lastName: 'Please specify your Last name',
  country: 'Please select your country',
  city: 'Please specify your City',
  postalCode: 'Your postal code must be at least 4 characters',
  phone: 'Please enter a phone number of at least 10 digits',
  domain: 'Please enter a domain name, e.g. example.com',
} as const;
const s = smartWizardMessages;

export const smartWizardSchema = z.object({
  email: requiredEmail(s.email, s.emailInvalid),
  firstName: required(s.firstName),
  lastName: required(s.lastName),
  country: required(s.country),
  city: required(s.city),
  postalCode: textRule({
    isRequired: true,
    minLength: 4,
    messages: { required: s.postalCode, minLength: s.postalCode },
  }),
  phone: textRule({
    isRequired: true,
    pattern: /^\+?[\d\s().-]*$/,
    minLength: 10,
    messages: { required: s.phone, pattern: s.phone, minLength: s.phone },
  }),
  domain: textRule({
    isRequired: true,
    pattern: /^(?=.{1,253}$)([a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/i,
    messages: { required: s.domain, pattern: s.domain },
  }),
});

/** Values of the smart wizard. */
export type SmartWizardValues = z.infer<typeof smartWizardSchema>;

export const emptySmartWizard: SmartWizardValues = {
  email: '',
  firstName: '',
  lastName: '',
  country: '',
  city: '',
  postalCode: '',
  phone: '',
  domain: '',
};

/** The smart wizard's fields, step by step. */
export const smartWizardStepFields = [
  ['email', 'firstName', 'lastName'],
  ['country', 'city', 'postalCode', 'phone'],
  ['domain'],
  [],
] as const satisfies readonly (readonly (keyof SmartWizardValues)[])[];

/** Messages of the Fuel UX wizard. */
export const fuelWizardMessages = {
  username: 'Please choose a username of 4 to 20 characters',
  email: 'Please enter your email address',
  emailInvalid: 'Please enter a VALID email address',
  plan: 'Please choose a plan',
  terms: 'You must agree with Terms and Conditions',
} as const;
const f = fuelWizardMessages;

export const fuelWizardSchema = z.object({
  username: textRule({
    isRequired: true,
    minLength: 4,
    maxLength: 20,
    messages: { required: f.username, minLength: f.username, maxLength: f.username },
  }),
  email: requiredEmail(f.email, f.emailInvalid),
  plan: required(f.plan),
  terms: acceptedRule({ message: f.terms }),
});

/** Values of the Fuel UX wizard. */
export type FuelWizardValues = z.infer<typeof fuelWizardSchema>;

export const emptyFuelWizard: FuelWizardValues = { username: '', email: '', plan: '', terms: false };

/** The Fuel UX wizard's fields, step by step. */
export const fuelWizardStepFields = [
  ['username', 'email'],
  ['plan'],
  ['terms'],
] as const satisfies readonly (readonly (keyof FuelWizardValues)[])[];
