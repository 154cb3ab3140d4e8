import { useMemo, useState } from 'react';
import { Checkbox, LineChart, useTranslation } from '@atrium/ui';
import styled from 'styled-components';
import {
  hiddenRevenueKeys,
  monthName,
  revenueKeys,
  revenueLabels,
  revenueSeries,
  revenueYMax,
  toggleRevenueKey,
  type RevenueKey,
} from './dashboardDemoData';

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

const revenueYDomain = { min: 0, max: revenueYMax };
const revenue = revenueSeries();

/** The "Revenue" tab: target, actual and signups, each shown while its checkbox is ticked. */
export function RevenueTab() {
  const { t, locale } = useTranslation();
  const [shown, setShown] = useState<ReadonlySet<RevenueKey>>(() => new Set(revenueKeys));
  const hidden = useMemo(() => hiddenRevenueKeys(shown), [shown]);
  const series = useMemo(() => revenue.map((item) => ({ ...item, label: t(item.label) })), [t]);
  const toggles = (
    <Toggles role="group" aria-label={t('Revenue series')}>
      {revenueKeys.map((key) => (
        <Checkbox
          key={key}
          isSelected={shown.has(key)}
          onChange={(isOn) => setShown((current) => toggleRevenueKey(current, key, isOn))}
        >
          {t(revenueLabels[key])}
        </Checkbox>
      ))}
    </Toggles>
  );
  return (
    <LineChart
      label={t('Revenue')}
      description={t('Revenue target, actual revenue and signups per month (sample data), up to 1200.')}
      series={series}
      hiddenSeries={hidden}
      variant="area"
      curve="monotone"
      xLabel={t('Month')}
      xTickCount={12}
      formatX={(x) => (typeof x === 'number' ? monthName(x, locale) : '')}
      yDomain={revenueYDomain}
      hasLegend={false}
      toolbar={toggles}
      height={260}
    />
  );
}
