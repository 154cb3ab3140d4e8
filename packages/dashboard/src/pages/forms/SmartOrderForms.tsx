import {
  Form,
  FormCheckbox,
  FormRadioGroup,
  FormRow,
  FormSelect,
  FormTextArea,
  FormTextField,
  Radio,
  useTranslation,
} from '@atrium/ui';
import { NameAndEmail, SubmitRow, type DemoFormProps } from './FormWidget';
import {
  orderSchema,
  registrationSchema,
  reviewSchema,
  type OrderValues,
  type RegistrationValues,
  type ReviewValues,
} from './smartValidationForms';

const services = ['Web design', 'Web development', 'Mobile apps', 'Branding', 'Online marketing'];
const budgets = ['Less than $5,000', '$5,000 to $10,000', '$10,000 to $20,000', 'More than $20,000'];

/** English choices as select items: the value stays English, the label is translated. */
function choiceItems(choices: readonly string[], t: (text: string) => string) {
  return choices.map((choice) => ({ value: choice, label: t(choice) }));
}

/** A request for a service: who asks, what for and the budget. */
export function OrderForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: OrderValues = { name: '', email: '', phone: '', interested: '', budget: '' };
  return (
    <Form schema={orderSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Order form')}>
      <NameAndEmail />
      <FormTextField name="phone" label={t('Phone')} type="tel" autoComplete="tel" isRequired />
      <FormRow>
        <FormSelect
          name="interested"
          label={t('Interested in')}
          items={choiceItems(services, t)}
          placeholder={t('Choose a service')}
          isRequired
        />
        <FormSelect
          name="budget"
          label={t('Budget')}
          items={choiceItems(budgets, t)}
          placeholder={t('Choose a budget')}
          isRequired
        />
      </FormRow>
      <SubmitRow label={t('Validate form')} />
    </Form>
  );
}

const genders = ['Male', 'Female', 'Prefer not to answer'];

/** A new account: login, e-mail, the password twice, names, gender and the terms. */
export function RegistrationForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: RegistrationValues = {
    username: '',
    email: '',
    password: '',
    passwordConfirm: '',
    firstname: '',
    lastname: '',
    gender: '',
    terms: false,
  };
  return (
    <Form
      schema={registrationSchema}
      defaultValues={empty}
      onSubmit={onValid}
      aria-label={t('Registration form')}
    >
      <FormRow>
        <FormTextField name="username" label={t('Username')} autoComplete="username" isRequired />
        <FormTextField name="email" label={t('E-mail')} type="email" autoComplete="email" isRequired />
      </FormRow>
      <FormRow>
        <FormTextField
          name="password"
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          isRequired
          deps={['passwordConfirm']}
        />
        <FormTextField
          name="passwordConfirm"
          label={t('Confirm password')}
          type="password"
          autoComplete="new-password"
          isRequired
        />
      </FormRow>
      <FormRow>
        <FormTextField name="firstname" label={t('First name')} autoComplete="given-name" isRequired />
        <FormTextField name="lastname" label={t('Last name')} autoComplete="family-name" isRequired />
      </FormRow>
      <FormSelect
        name="gender"
        label={t('Gender')}
        items={choiceItems(genders, t)}
        placeholder={t('Choose your gender')}
        isRequired
      />
      <FormCheckbox name="terms">{t('I agree with the Terms and Conditions')}</FormCheckbox>
      <SubmitRow label={t('Register')} />
    </Form>
  );
}

const ratingAspects = [
  ['quality', 'Quality of the product'],
  ['reliability', 'Reliability of the product'],
  ['overall', 'Overall rating'],
] as const;
const stars = ['1', '2', '3', '4', '5'];

/** A product review: who writes it, at least 20 characters of text and three ratings of one to five. */
export function ReviewForm({ onValid }: { onValid: (values: ReviewValues) => void | Promise<void> }) {
  const { t } = useTranslation();
  const empty: ReviewValues = { name: '', email: '', review: '', quality: '', reliability: '', overall: '' };
  return (
    <Form schema={reviewSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Review form')}>
      <NameAndEmail />
      <FormTextArea name="review" label={t('Review')} rows={4} isRequired />
      {ratingAspects.map(([name, label]) => (
        <FormRadioGroup key={name} name={name} label={t(label)} orientation="horizontal" isRequired>
          {stars.map((star) => (
            <Radio key={star} value={star}>
              {star}
            </Radio>
          ))}
        </FormRadioGroup>
      ))}
      <SubmitRow label={t('Review it')} />
    </Form>
  );
}
