import { useState } from 'react';
import { faTags } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import {
  Button,
  Icon,
  PageHeader,
  PricingPlan,
  Radio,
  RadioGroup,
  Spinner,
  formatMinorUnits,
  useTranslation,
} from '@atrium/ui';
import { pricingPlanResource } from '../../api/miscResources';
import { useResourceList } from '../../data/useResource';
import { ContentPanel } from './ContentPanel';
import { planPrice, type BillingPeriod } from './planPrice';

const PeriodBar = styled.div`
  display: flex;
  justify-content: center;
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

const Plans = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** Misc › Pricing table: the plans side by side, priced per month or per year as the billing choice says. */
export default function PricingTablePage() {
  const { t, locale } = useTranslation();
  const plans = useResourceList(pricingPlanResource);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PageHeader title={t('Miscellaneous')} subtitle={t('Pricing Table')} icon={<Icon icon={faTags} />} />
      <ContentPanel title={t('Plans')}>
        <PeriodBar>
          <RadioGroup
            label={t('Billing period')}
            orientation="horizontal"
            value={period}
            onChange={(value) => setPeriod(value === 'yearly' ? 'yearly' : 'monthly')}
          >
            <Radio value="monthly">{t('Monthly')}</Radio>
            <Radio value="yearly">{t('Yearly (two months free)')}</Radio>
          </RadioGroup>
        </PeriodBar>
        {plans.isPending && <Spinner aria-label={t('Loading…')} />}
        {plans.isError && <p role="alert">{t('The plans could not be loaded.')}</p>}
        <Plans>
          {plans.data?.records.map((plan) => {
            const price = planPrice(plan, period);
            const money = (minor: number) => formatMinorUnits(minor, plan.currency, locale);
            const isFree = plan.monthly === 0;
            return (
              <PricingPlan
                key={plan.id}
                name={plan.name}
                tagline={plan.tagline}
                isPopular={plan.isPopular}
                price={isFree ? t('Free') : money(price.perMonth)}
                period={isFree ? undefined : t('/ month')}
                priceNote={
                  isFree
                    ? t('Free for ever')
                    : period === 'yearly'
                      ? t('Billed {amount} yearly, saving {saving}', {
                          amount: money(price.billed),
                          saving: money(price.yearlySaving),
                        })
                      : t('Billed monthly, cancel any time')
                }
                features={plan.features}
                action={
                  <Button variant={plan.isPopular ? 'primary' : 'default'}>
                    {isFree ? t('Start for free') : t('Choose {plan}', { plan: plan.name })}
                  </Button>
                }
              />
            );
          })}
        </Plans>
      </ContentPanel>
    </>
  );
}
