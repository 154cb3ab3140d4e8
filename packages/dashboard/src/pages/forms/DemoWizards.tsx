import {
  Alert,
  Form,
  FormCheckbox,
  FormRadioGroup,
  FormRow,
  FormSelect,
  FormTextField,
  FormWizard,
  Icon,
  Radio,
  useNotify,
  useTranslation,
  type FormWizardStep,
} from '@atrium/ui';
import { faCircleCheck, faEnvelope, faGlobe, faPhone, faUser } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { demoCountries } from './demoCountries';
import {
  emptyFuelWizard,
  emptySmartWizard,
  fuelWizardSchema,
  fuelWizardStepFields,
  smartWizardSchema,
  smartWizardStepFields,
} from './wizardForms';

const Complete = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  & > svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The wizard's success notice: green, top-right, gone after 4 seconds. */
function useFinishedNotice(content: string) {
  const notify = useNotify();
  const { t } = useTranslation();
  return () => {
    notify.small({ title: t('Congratulations!'), content: t(content), variant: 'success', timeout: 4000 });
  };
}

/** The smart wizard: contact, billing and domain steps, then a last step that saves them all. */
export function SmartWizard() {
  const { t } = useTranslation();
  const notifyFinished = useFinishedNotice('Smart wizard finished');
  const countries = demoCountries.map((country) => ({ value: country, label: t(country) }));
  const steps: FormWizardStep[] = [
    {
      id: 'basic',
      title: t('Basic information'),
      content: (
        <>
          <FormTextField
            name="email"
            label={t('E-mail')}
            type="email"
            autoComplete="email"
            isRequired
            startAdornment={<Icon icon={faEnvelope} />}
          />
          <FormRow>
            <FormTextField
              name="firstName"
              label={t('First name')}
              autoComplete="given-name"
              isRequired
              startAdornment={<Icon icon={faUser} />}
            />
            <FormTextField
              name="lastName"
              label={t('Last name')}
              autoComplete="family-name"
              isRequired
              startAdornment={<Icon icon={faUser} />}
            />
          </FormRow>
        </>
      ),
    },
    {
      id: 'billing',
      title: t('Billing information'),
      content: (
        <>
          <FormRow>
            <FormSelect
              name="country"
              label={t('Country')}
              items={countries}
              placeholder={t('Choose a country')}
              isRequired
            />
            <FormTextField name="city" label={t('City')} autoComplete="address-level2" isRequired />
          </FormRow>
          <FormRow>
            <FormTextField name="postalCode" label={t('Post code')} autoComplete="postal-code" isRequired />
            <FormTextField
              name="phone"
              label={t('Phone')}
              type="tel"
              autoComplete="tel"
              isRequired
              startAdornment={<Icon icon={faPhone} />}
            />
          </FormRow>
        </>
      ),
    },
    {
      id: 'domain',
      title: t('Domain Setup'),
      content: (
        <>
          <Alert variant="info">
            {t('Your site will be reachable at this address once the form is saved.')}
          </Alert>
          <FormTextField
            name="domain"
            label={t('Domain name')}
            isRequired
            startAdornment={<Icon icon={faGlobe} />}
          />
        </>
      ),
    },
    {
      id: 'save',
      title: t('Save Form'),
      content: (
        <>
          <Complete>
            <Icon icon={faCircleCheck} /> {t('Complete')}
          </Complete>
          <p>{t('Press Finish to save the form.')}</p>
        </>
      ),
    },
  ].map((step, index) => ({ ...step, fields: smartWizardStepFields[index]! }));

  return (
    <Form
      schema={smartWizardSchema}
      defaultValues={emptySmartWizard}
      onSubmit={notifyFinished}
      aria-label={t('Very Basic Wizard Example')}
    >
      <FormWizard steps={steps} aria-label={t('Very Basic Wizard Example')} />
    </Form>
  );
}

/** The Fuel UX wizard: account, plan and terms, never past a step with an invalid field. */
export function FuelWizard() {
  const { t } = useTranslation();
  const notifyFinished = useFinishedNotice('Fuel UX wizard finished');
  const steps: FormWizardStep[] = [
    {
      id: 'account',
      title: t('Account'),
      heading: t('Your account'),
      content: (
        <FormRow>
          <FormTextField name="username" label={t('Username')} autoComplete="username" isRequired />
          <FormTextField name="email" label={t('E-mail')} type="email" autoComplete="email" isRequired />
        </FormRow>
      ),
    },
    {
      id: 'plan',
      title: t('Plan'),
      heading: t('Choose a plan'),
      content: (
        <FormRadioGroup name="plan" label={t('Plan')} isRequired>
          <Radio value="starter">{t('Starter: one site, community support')}</Radio>
          <Radio value="business">{t('Business: ten sites, support on working days')}</Radio>
          <Radio value="enterprise">{t('Enterprise: unlimited sites, support around the clock')}</Radio>
        </FormRadioGroup>
      ),
    },
    {
      id: 'confirm',
      title: t('Confirm'),
      heading: t('Confirm and finish'),
      content: <FormCheckbox name="terms">{t('I agree with the Terms and Conditions')}</FormCheckbox>,
    },
  ].map((step, index) => ({ ...step, fields: fuelWizardStepFields[index]! }));

  return (
    <Form
      schema={fuelWizardSchema}
      defaultValues={emptyFuelWizard}
      onSubmit={notifyFinished}
      aria-label={t('Fuel Wizard')}
    >
      <FormWizard steps={steps} variant="fuelux" aria-label={t('Fuel Wizard')} />
    </Form>
  );
}
