import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Form,
  FormCheckboxGroup,
  FormRadioGroup,
  FormRow,
  FormTextField,
  Radio,
  useTranslation,
} from '@atrium/ui';
import {
  attributeSchema,
  buttonGroupSchema,
  profileSchema,
  togglingSchema,
  type AttributeValues,
  type ButtonGroupValues,
  type ProfileValues,
  type TogglingValues,
} from './bootstrapValidationForms';
import { SubmitRow, type DemoFormProps } from './FormWidget';

const languages = ['English', 'French', 'German', 'Russian', 'Other'];

/** The "languages" checkbox group both sign-up forms ask; the form's schema says how many to tick. */
function LanguageChoices({ choices }: { choices: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <FormCheckboxGroup name="languages" label={t('Languages')} orientation="horizontal" isRequired>
      {choices.map((language) => (
        <Checkbox key={language} value={language.toLowerCase()}>
          {t(language)}
        </Checkbox>
      ))}
    </FormCheckboxGroup>
  );
}

/** Sign-up whose rules are given per input, as HTML attributes were in the original. */
export function AttributeForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: AttributeValues = {
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    languages: [],
  };
  return (
    <Form schema={attributeSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Attribute form')}>
      <FormRow>
        <FormTextField name="firstName" label={t('First name')} isRequired />
        <FormTextField name="lastName" label={t('Last name')} isRequired />
      </FormRow>
      <FormTextField name="username" label={t('Username')} isRequired deps={['password']} />
      <FormTextField name="email" label={t('Email address')} type="email" />
      <FormRow>
        <FormTextField
          name="password"
          label={t('Password')}
          type="password"
          isRequired
          deps={['username', 'confirmPassword']}
        />
        <FormTextField name="confirmPassword" label={t('Retype password')} type="password" isRequired />
      </FormRow>
      <LanguageChoices choices={languages} />
      <SubmitRow label={t('Validate')} />
    </Form>
  );
}

/** Contact details whose job section can be shown; its fields are only required while shown. */
export function TogglingForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const [isJobShown, setJobShown] = useState(false);
  const schema = useMemo(() => togglingSchema(isJobShown), [isJobShown]);
  const empty: TogglingValues = {
    firstName: '',
    lastName: '',
    company: '',
    job: '',
    department: '',
    mobilePhone: '',
    homePhone: '',
    officePhone: '',
  };
  return (
    <Form schema={schema} defaultValues={empty} onSubmit={onValid} aria-label={t('Toggling form')}>
      <FormRow>
        <FormTextField name="firstName" label={t('First name')} isRequired />
        <FormTextField name="lastName" label={t('Last name')} isRequired />
      </FormRow>
      <FormTextField name="company" label={t('Company')} isRequired />
      <div>
        <Button onPress={() => setJobShown((shown) => !shown)} aria-expanded={isJobShown} size="sm">
          {isJobShown ? t('Hide job details') : t('Add job details')}
        </Button>
      </div>
      {isJobShown && (
        <FormRow>
          <FormTextField name="job" label={t('Job title')} isRequired />
          <FormTextField name="department" label={t('Department')} isRequired />
        </FormRow>
      )}
      <FormRow>
        <FormTextField name="mobilePhone" label={t('Mobile phone')} type="tel" isRequired />
        <FormTextField name="homePhone" label={t('Home phone')} type="tel" />
        <FormTextField name="officePhone" label={t('Office phone')} type="tel" />
      </FormRow>
      <SubmitRow label={t('Validate')} />
    </Form>
  );
}

/** Sign-in details. */
export function ProfileForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: ProfileValues = { email: '', password: '' };
  return (
    <Form schema={profileSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Profile form')}>
      <FormTextField name="email" label={t('Email address')} type="email" isRequired />
      <FormTextField name="password" label={t('Password')} type="password" isRequired />
      <SubmitRow label={t('Validate')} />
    </Form>
  );
}

/** One gender and one or two languages. */
export function ButtonGroupForm({ onValid }: DemoFormProps) {
  const { t } = useTranslation();
  const empty: ButtonGroupValues = { gender: '', languages: [] };
  return (
    <Form
      schema={buttonGroupSchema}
      defaultValues={empty}
      onSubmit={onValid}
      aria-label={t('Button group form')}
    >
      <FormRadioGroup name="gender" label={t('Gender')} orientation="horizontal" isRequired>
        <Radio value="male">{t('Male')}</Radio>
        <Radio value="female">{t('Female')}</Radio>
        <Radio value="other">{t('Other')}</Radio>
      </FormRadioGroup>
      <LanguageChoices choices={languages.slice(0, 4)} />
      <SubmitRow label={t('Validate')} />
    </Form>
  );
}
