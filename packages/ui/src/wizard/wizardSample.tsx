import * as z from 'zod/mini';
import { Form, type FormProps } from '../form/Form';
import { FormRow } from '../form/Form.styles';
import { FormCheckbox, FormTextField } from '../form/FormFields';
import { acceptedRule, textRule } from '../form/formRules';
import { FormWizard, type FormWizardStep } from './FormWizard';
import type { WizardVariant } from './wizardTransitions';

// A three-step sign-up shared by the stories and the component tests.

/** Values of the sample wizard. */
export interface SampleWizardValues {
  email: string;
  firstName: string;
  lastName: string;
  city: string;
  postalCode: string;
  terms: boolean;
}

export const sampleWizardMessages = {
  email: 'Your email address must be in the format of name@domain.com',
  emailRequired: 'We need your email address to contact you',
  firstName: 'Please specify your First name',
  lastName: 'Please specify your Last name',
  city: 'Please specify your City',
  postalCode: 'Postal code must be at least 4 characters',
  terms: 'You must agree with Terms and Conditions',
} as const;

const m = sampleWizardMessages;

const schema = z.object({
  email: textRule({
    isRequired: true,
    isEmail: true,
    messages: { required: m.emailRequired, email: m.email },
  }),
  firstName: textRule({ isRequired: true, messages: { required: m.firstName } }),
  lastName: textRule({ isRequired: true, messages: { required: m.lastName } }),
  city: textRule({ isRequired: true, messages: { required: m.city } }),
  postalCode: textRule({
    isRequired: true,
    minLength: 4,
    messages: { required: m.postalCode, minLength: m.postalCode },
  }),
  terms: acceptedRule({ message: m.terms }),
});

const empty: SampleWizardValues = {
  email: '',
  firstName: '',
  lastName: '',
  city: '',
  postalCode: '',
  terms: false,
};

const steps: FormWizardStep[] = [
  {
    id: 'basic',
    title: 'Basic information',
    fields: ['email', 'firstName', 'lastName'],
    content: (
      <>
        <FormTextField name="email" label="Email" type="email" isRequired />
        <FormRow>
          <FormTextField name="firstName" label="First name" isRequired />
          <FormTextField name="lastName" label="Last name" isRequired />
        </FormRow>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Billing information',
    fields: ['city', 'postalCode'],
    content: (
      <FormRow>
        <FormTextField name="city" label="City" isRequired />
        <FormTextField name="postalCode" label="Postal code" isRequired />
      </FormRow>
    ),
  },
  {
    id: 'save',
    title: 'Save form',
    fields: ['terms'],
    content: <FormCheckbox name="terms">I agree with the Terms and Conditions</FormCheckbox>,
  },
];

/** Props of {@link SampleWizard}. */
export interface SampleWizardProps extends Pick<FormProps<SampleWizardValues>, 'onSubmit'> {
  variant?: WizardVariant;
}

/** The sample wizard in a form that submits every step's values to `onSubmit`. */
export function SampleWizard({ variant = 'smart', onSubmit }: SampleWizardProps) {
  return (
    <Form schema={schema} defaultValues={empty} onSubmit={onSubmit} aria-label="Sign-up form">
      <FormWizard steps={steps} variant={variant} aria-label="Sign-up wizard" />
    </Form>
  );
}
