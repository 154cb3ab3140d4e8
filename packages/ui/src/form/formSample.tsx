import * as z from 'zod/mini';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Radio } from '../radio-group';
import { Form, type FormProps } from './Form';
import { FormActions, FormRow } from './Form.styles';
import { FormCheckbox, FormCheckboxGroup, FormRadioGroup, FormSelect, FormTextField } from './FormFields';
import { acceptedRule, choicesRule, differentFromField, equalToField, textRule } from './formRules';

// A sign-up form exercising every generic rule, shared by the stories and the component tests.

/** Values of the sample sign-up form. */
export interface SignUpValues {
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  website: string;
  age: string;
  card: string;
  plan: string;
  gender: string;
  languages: string[];
  terms: boolean;
}

export const signUpMessages = {
  username: 'The username must be 6 to 30 letters, digits, dots or underscores',
  usernameRequired: 'The username is required',
  email: 'The input is not a valid email address',
  password: 'The password is required',
  passwordSame: 'The password cannot be the same as username',
  confirm: 'The password and its confirm are not the same',
  website: 'The website address is not valid',
  age: 'The age must be a number',
  card: 'The credit card number is not valid',
  plan: 'Please choose a plan',
  gender: 'The gender is required',
  languages: 'Please choose 1 - 2 languages you can speak',
  terms: 'You must agree with Terms and Conditions',
} as const;

const m = signUpMessages;

export const signUpSchema = z
  .object({
    username: textRule({
      isRequired: true,
      minLength: 6,
      maxLength: 30,
      pattern: /[a-zA-Z0-9_.]+/,
      messages: {
        required: m.usernameRequired,
        minLength: m.username,
        maxLength: m.username,
        pattern: m.username,
      },
    }),
    email: textRule({ isEmail: true, messages: { email: m.email } }),
    password: textRule({ isRequired: true, messages: { required: m.password } }),
    passwordConfirm: textRule(),
    website: textRule({ isUri: true, messages: { uri: m.website } }),
    age: textRule({ isNumeric: true, messages: { numeric: m.age } }),
    card: textRule({ isCreditCard: true, messages: { creditCard: m.card } }),
    plan: textRule({ isRequired: true, messages: { required: m.plan } }),
    gender: textRule({ isRequired: true, messages: { required: m.gender } }),
    languages: choicesRule({
      minLength: 1,
      maxLength: 2,
      messages: { minLength: m.languages, maxLength: m.languages },
    }),
    terms: acceptedRule({ message: m.terms }),
  })
  .check(
    equalToField('passwordConfirm', 'password', { message: m.confirm }),
    differentFromField('password', 'username', { message: m.passwordSame }),
  );

export const emptySignUp: SignUpValues = {
  username: '',
  email: '',
  password: '',
  passwordConfirm: '',
  website: '',
  age: '',
  card: '',
  plan: '',
  gender: '',
  languages: [],
  terms: false,
};

const plans = [
  { value: 'basic', label: 'Basic' },
  { value: 'pro', label: 'Professional' },
];

/** The sample form, submitting to `onSubmit`. */
export function SignUpForm({ onSubmit }: Pick<FormProps<SignUpValues>, 'onSubmit'>) {
  return (
    <Form schema={signUpSchema} defaultValues={emptySignUp} onSubmit={onSubmit} aria-label="Sign up">
      <FormRow>
        <FormTextField name="username" label="Username" isRequired deps={['password']} />
        <FormTextField name="email" label="Email" type="email" />
      </FormRow>
      <FormRow>
        <FormTextField
          name="password"
          label="Password"
          type="password"
          isRequired
          deps={['passwordConfirm']}
        />
        <FormTextField name="passwordConfirm" label="Retype password" type="password" />
      </FormRow>
      <FormRow>
        <FormTextField name="website" label="Website" type="url" />
        <FormTextField name="age" label="Age" />
        <FormTextField name="card" label="Card number" />
      </FormRow>
      <FormSelect name="plan" label="Plan" items={plans} isRequired />
      <FormRadioGroup name="gender" label="Gender" orientation="horizontal" isRequired>
        <Radio value="female">Female</Radio>
        <Radio value="male">Male</Radio>
        <Radio value="other">Other</Radio>
      </FormRadioGroup>
      <FormCheckboxGroup name="languages" label="Languages" orientation="horizontal">
        <Checkbox value="en">English</Checkbox>
        <Checkbox value="fr">French</Checkbox>
        <Checkbox value="de">German</Checkbox>
      </FormCheckboxGroup>
      <FormCheckbox name="terms">I agree with the Terms and Conditions</FormCheckbox>
      <FormActions>
        <Button type="submit" variant="primary">
          Sign up
        </Button>
      </FormActions>
    </Form>
  );
}
