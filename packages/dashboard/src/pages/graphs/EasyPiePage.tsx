import { EasyPieChart, useTranslation, type EasyPieChartProps } from '@atrium/ui';
import styled from 'styled-components';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';

/** A demo ring: what it measures, its percentage, its size and colour. */
interface RingDemo {
  label: string;
  value: number;
  size: number;
  variant: NonNullable<EasyPieChartProps['variant']>;
}

// Rings sweep for 1500 ms from the top (rotate -90); the small inline ones are 25 px.
const animationDuration = 1500;
const smallSize = 25;

const largeRings: RingDemo[] = [
  { label: 'Server load', value: 50, size: 180, variant: 'danger' },
  { label: 'Disk space', value: 36, size: 180, variant: 'primary' },
  { label: 'Bandwidth', value: 46, size: 160, variant: 'info' },
  { label: 'Memory', value: 56, size: 110, variant: 'success' },
  { label: 'Swap', value: 66, size: 60, variant: 'warning' },
  { label: 'Processes', value: 76, size: 45, variant: 'primary' },
  { label: 'Threads', value: 86, size: 35, variant: 'info' },
];

const smallRings: RingDemo[] = [
  { label: 'CPU usage', value: 35, size: smallSize, variant: 'primary' },
  { label: 'Network', value: 78, size: smallSize, variant: 'success' },
  { label: 'Temperature', value: 62, size: smallSize, variant: 'warning' },
  { label: 'Errors', value: 12, size: smallSize, variant: 'danger' },
  { label: 'Cache hits', value: 91, size: smallSize, variant: 'info' },
];

const Intro = styled.p`
  margin-block: 0 ${({ theme }) => theme.space.lg};
  max-inline-size: 72ch;
`;

const RingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

const SmallList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SmallItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SmallValue = styled.span`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Easy pie charts: animated percentage rings, large and inline. */
export default function EasyPiePage() {
  const { t } = useTranslation();
  return (
    <GraphPage subtitle="Easy Pie Charts">
      <GraphWidget title="Easy pie charts" isWide>
        <Intro>
          {t(
            'Percentage rings that sweep from the top to their value. Each ring is a meter, so screen readers announce what it measures and its value.',
          )}
        </Intro>
        <RingRow>
          {largeRings.map((ring) => (
            <EasyPieChart
              key={ring.label}
              label={t(ring.label)}
              value={ring.value}
              size={ring.size}
              variant={ring.variant}
              animationDuration={animationDuration}
            />
          ))}
        </RingRow>
      </GraphWidget>
      <GraphWidget title="Inline rings">
        <SmallList>
          {smallRings.map((ring) => (
            <SmallItem key={ring.label}>
              <EasyPieChart
                aria-label={t(ring.label)}
                value={ring.value}
                size={ring.size}
                variant={ring.variant}
                animationDuration={animationDuration}
              />
              <span aria-hidden="true">{t(ring.label)}</span>
              <SmallValue aria-hidden="true">{ring.value}%</SmallValue>
            </SmallItem>
          ))}
        </SmallList>
      </GraphWidget>
      <GraphWidget title="Ring colours">
        <RingRow>
          {largeRings.slice(0, 5).map((ring) => (
            <EasyPieChart
              key={ring.variant}
              label={t(`${ring.variant[0]!.toUpperCase()}${ring.variant.slice(1)}`)}
              value={ring.value}
              size={80}
              variant={ring.variant}
              animationDuration={animationDuration}
            />
          ))}
        </RingRow>
      </GraphWidget>
    </GraphPage>
  );
}
