import { Form, FormRow, FormSelect, FormTextField, useTranslation } from '@atrium/ui';
import styled from 'styled-components';
import { monthNames } from '../monthNames';
import { demoCountries } from './demoCountries';
import { SubmitRow, type DemoFormProps } from './FormWidget';
import { checkoutSchema, type CheckoutValues } from './smartValidationForms';

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

// Short values (post code, CVV, expiry) share a line three abreast where a normal row fits two.
const ShortFieldsRow = styled(FormRow)`
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
`;

// A short post code beside the street address, which takes the rest of the line.
const PostalRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 8rem;
  }

  & > :last-child {
    flex: 3 1 14rem;
  }
`;

const SectionTitle = styled.legend`
  inline-size: 100%;
  margin-block-end: ${({ theme }) => theme.space.xs};
  padding: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  border-block-end: 1px dashed ${({ theme }) => theme.colors.border};
`;

/** Shipping address and card details; post code, CVV and year take digits only, the card number must be valid. */
export function CheckoutForm({ onValid }: DemoFormProps) {
  const { t, locale } = useTranslation();
  const empty: CheckoutValues = {
    fname: '',
    lname: '',
    email: '',
    phone: '',
    country: '',
    city: '',
    code: '',
    address: '',
    name: '',
    card: '',
    cvv: '',
    month: '',
    year: '',
  };
  const countryItems = demoCountries.map((country) => ({ value: country, label: t(country) }));
  const monthItems = monthNames(locale, 12, 'long').map((month, index) => ({
    value: String(index + 1),
    label: month,
  }));
  return (
    <Form schema={checkoutSchema} defaultValues={empty} onSubmit={onValid} aria-label={t('Checkout form')}>
      <Section>
        <SectionTitle>{t('Shipping address')}</SectionTitle>
        <FormRow>
          <FormTextField name="fname" label={t('First name')} autoComplete="given-name" isRequired />
          <FormTextField name="lname" label={t('Last name')} autoComplete="family-name" isRequired />
        </FormRow>
        <FormRow>
          <FormTextField name="email" label={t('E-mail')} type="email" autoComplete="email" isRequired />
          <FormTextField name="phone" label={t('Phone')} type="tel" autoComplete="tel" isRequired />
        </FormRow>
        <FormRow>
          <FormSelect
            name="country"
            label={t('Country')}
            items={countryItems}
            placeholder={t('Choose a country')}
            isRequired
          />
          <FormTextField name="city" label={t('City')} autoComplete="address-level2" isRequired />
        </FormRow>
        <PostalRow>
          <FormTextField
            name="code"
            label={t('Post code')}
            inputMode="numeric"
            autoComplete="postal-code"
            isRequired
          />
          <FormTextField name="address" label={t('Address')} autoComplete="street-address" isRequired />
        </PostalRow>
      </Section>
      <Section>
        <SectionTitle>{t('Payment')}</SectionTitle>
        <FormRow>
          <FormTextField name="name" label={t('Name on card')} autoComplete="cc-name" isRequired />
          <FormTextField
            name="card"
            label={t('Card number')}
            inputMode="numeric"
            autoComplete="cc-number"
            isRequired
          />
        </FormRow>
        <ShortFieldsRow>
          <FormTextField name="cvv" label={t('CVV2')} inputMode="numeric" autoComplete="cc-csc" isRequired />
          <FormSelect
            name="month"
            label={t('Expiry month')}
            items={monthItems}
            placeholder={t('Month')}
            isRequired
          />
          <FormTextField
            name="year"
            label={t('Expiry year')}
            inputMode="numeric"
            autoComplete="cc-exp-year"
            isRequired
          />
        </ShortFieldsRow>
      </Section>
      <SubmitRow label={t('Continue')} />
    </Form>
  );
}
