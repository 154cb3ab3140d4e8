import { Badge, EasyPieChart, Icon, useTranslation, type StateColor } from '@atrium/ui';
import { faCaretDown, faCaretUp } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';

// The widget's width, not the window's, decides: the live feeds widget can sit in a narrow column too.
const Row = styled.div`
  container-type: inline-size;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

// Two by two when narrow, one row of four when there is room; the 1 px gaps show the row's colour as rules
// between the gauges however they wrap.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1px;
  background: ${({ theme }) => theme.colors.border};

  @container (min-width: 560px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Cell = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-transform: uppercase;
  background: ${({ theme }) => theme.colors.surface};
`;

// The trend arrow and the day's peak and low beside each ring.
const Trend = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  text-transform: none;
`;

const Arrow = styled.span<{ $isRising: boolean }>`
  color: ${({ theme, $isRising }) => ($isRising ? theme.colors.success : theme.colors.danger)};
`;

interface Gauge {
  label: string;
  value: number;
  valueLabel?: string;
  variant: StateColor;
  isRising: boolean;
  peak: string;
  low: string;
}

// The template's four ring gauges under the live chart, with its trend arrows and badges (static demo figures).
const gauges: readonly Gauge[] = [
  { label: 'Server load', value: 33, variant: 'warning', isRising: true, peak: '97%', low: '12%' },
  { label: 'Disk space', value: 79, variant: 'success', isRising: true, peak: '79%', low: '76%' },
  { label: 'Transferred', value: 23, variant: 'info', isRising: true, peak: '23%', low: '3%' },
  {
    label: 'Temperature',
    value: 36,
    valueLabel: '36°F',
    variant: 'primary',
    isRising: false,
    peak: '41°F',
    low: '36°F',
  },
];

/**
 * The row of easy pie charts under the live stats (server load, disk space, transferred, temperature), each
 * with its trend arrow and the day's peak and low.
 */
export function ServerGauges() {
  const { t } = useTranslation();
  return (
    <Row>
      <Grid>
        {gauges.map((gauge) => (
          <Cell key={gauge.label} role="group" aria-label={t(gauge.label)}>
            <EasyPieChart
              label={t(gauge.label)}
              value={gauge.value}
              valueLabel={gauge.valueLabel}
              size={48}
              variant={gauge.variant}
            />
            <Trend>
              <Arrow $isRising={gauge.isRising}>
                <Icon
                  icon={gauge.isRising ? faCaretUp : faCaretDown}
                  label={gauge.isRising ? t('Rising') : t('Falling')}
                />
              </Arrow>
              <Badge aria-label={t('Peak today {value}', { value: gauge.peak })}>▲ {gauge.peak}</Badge>
              <Badge aria-label={t('Low today {value}', { value: gauge.low })}>▼ {gauge.low}</Badge>
            </Trend>
          </Cell>
        ))}
      </Grid>
    </Row>
  );
}
