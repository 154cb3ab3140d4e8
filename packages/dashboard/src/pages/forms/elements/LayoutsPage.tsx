import {
  Button,
  Checkbox,
  FormActions,
  HorizontalFields,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  useTranslation,
} from '@atrium/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { ShowcasePage, ShowcaseWidget } from './ShowcasePage';
import { FieldStack } from './FieldStack';
import { GridCell, GridForm } from './GridForm';

/** Fields on one line, wrapping under each other on a narrow screen, the button at the line's end. */
const InlineRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  & > .atrium-field:not(:has(input[type='checkbox'])) {
    flex: 1 1 12rem;
  }
`;

const countries = ['Denmark', 'Finland', 'Iceland', 'Norway', 'Sweden'];

// The showcase forms post nowhere: a submit keeps the page and what was typed.
const stay = (event: FormEvent) => event.preventDefault();

/**
 * Forms › Smart Form Layouts: the same kinds of fields laid out four ways, as in the original: labels
 * beside the fields, everything on one line, a twelve-column grid and the default stacked form.
 */
export default function LayoutsPage() {
  const { t } = useTranslation();
  const countryItems = countries.map((label) => ({ value: label.toLowerCase(), label: t(label) }));
  return (
    <ShowcasePage subtitle="Smart Form Layouts">
      <ShowcaseWidget title="Inline Form" isWide>
        <InlineRow aria-label={t('Sign in')} onSubmit={stay}>
          <TextField aria-label={t('Email')} type="email" placeholder={t('Email')} autoComplete="email" />
          <TextField
            aria-label={t('Password')}
            type="password"
            placeholder={t('Password')}
            autoComplete="current-password"
          />
          <Checkbox>{t('Remember me')}</Checkbox>
          <Button type="submit" variant="primary">
            {t('Sign in')}
          </Button>
        </InlineRow>
      </ShowcaseWidget>
      <ShowcaseWidget title="Horizontal Form">
        <form aria-label={t('Account')} onSubmit={stay}>
          <HorizontalFields>
            <TextField label={t('Full name')} autoComplete="name" isRequired />
            <TextField
              label={t('Email')}
              type="email"
              autoComplete="email"
              description={t('We never share your address')}
            />
            <TextField label={t('Password')} type="password" autoComplete="new-password" />
            <Select label={t('Country')} items={countryItems} placeholder={t('Select country')} />
            <RadioGroup label={t('Plan')} orientation="horizontal" defaultValue="team">
              <Radio value="solo">{t('Solo')}</Radio>
              <Radio value="team">{t('Team')}</Radio>
              <Radio value="business">{t('Business')}</Radio>
            </RadioGroup>
            <Checkbox>{t('Send me the monthly newsletter')}</Checkbox>
            <FormActions>
              <Button>{t('Cancel')}</Button>
              <Button type="submit" variant="primary">
                {t('Save')}
              </Button>
            </FormActions>
          </HorizontalFields>
        </form>
      </ShowcaseWidget>
      <ShowcaseWidget title="Stacked Form">
        <form aria-label={t('Message')} onSubmit={stay}>
          <FieldStack>
            <TextField label={t('Name')} autoComplete="name" />
            <Select
              label={t('Subject')}
              items={['Sales', 'Support', 'Billing'].map((label) => ({ value: label, label: t(label) }))}
              placeholder={t('Select a subject')}
            />
            <TextArea label={t('Message')} rows={4} maxLength={500} />
            <FormActions>
              <Button type="submit" variant="primary">
                {t('Send')}
              </Button>
            </FormActions>
          </FieldStack>
        </form>
      </ShowcaseWidget>
      <ShowcaseWidget title="Grid Layout" isWide>
        <GridForm aria-label={t('Shipping address')} onSubmit={stay}>
          <GridCell $span={6}>
            <TextField label={t('First name')} autoComplete="given-name" />
          </GridCell>
          <GridCell $span={6}>
            <TextField label={t('Last name')} autoComplete="family-name" />
          </GridCell>
          <GridCell $span={12}>
            <TextField label={t('Address')} autoComplete="street-address" />
          </GridCell>
          <GridCell $span={5}>
            <TextField label={t('City')} autoComplete="address-level2" />
          </GridCell>
          <GridCell $span={4}>
            <Select label={t('Country')} items={countryItems} placeholder={t('Select country')} />
          </GridCell>
          <GridCell $span={3}>
            <TextField label={t('Post code')} autoComplete="postal-code" />
          </GridCell>
          <GridCell $span={12}>
            <FormActions>
              <Button type="submit" variant="primary">
                {t('Save address')}
              </Button>
            </FormActions>
          </GridCell>
        </GridForm>
      </ShowcaseWidget>
    </ShowcasePage>
  );
}
