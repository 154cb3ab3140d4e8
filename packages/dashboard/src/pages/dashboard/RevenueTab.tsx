import { useMemo, useState } from 'react';
import { Checkbox, LineChart } from '@atrium/ui';
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

const formatMonth = (x: number | Date) => (typeof x === 'number' ? monthName(x) : '');
const revenueYDomain = { min: 0, max: revenueYMax };
const series = revenueSeries();

/** The "Revenue" tab: target, actual and signups, each shown while its checkbox is ticked. */
export function RevenueTab() {
  const [shown, setShown] = useState<ReadonlySet<RevenueKey>>(() => new Set(revenueKeys));
  const hidden = useMemo(() => hiddenRevenueKeys(shown), [shown]);
  const toggles = (
    <Toggles role="group" aria-label="Revenue series">
      {revenueKeys.map((key) => (
        <Checkbox
          key={key}
          isSelected={shown.has(key)}
          onChange={(isOn) => setShown((current) => toggleRevenueKey(current, key, isOn))}
        >
          {revenueLabels[key]}
        </Checkbox>
      ))}
    </Toggles>
  );
  return (
    <LineChart
      label="Revenue"
      description="Revenue target, actual revenue and signups per month (sample data), up to 1200."
      series={series}
      hiddenSeries={hidden}
      variant="area"
      curve="monotone"
      xLabel="Month"
      xTickCount={12}
      formatX={formatMonth}
      yDomain={revenueYDomain}
      hasLegend={false}
      toolbar={toggles}
      height={260}
    />
  );
}
