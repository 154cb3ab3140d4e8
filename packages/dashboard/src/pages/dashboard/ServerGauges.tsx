import { EasyPieChart, type StateColor } from '@atrium/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-transform: uppercase;

  & + & {
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface Gauge {
  label: string;
  value: number;
  valueLabel?: string;
  variant: StateColor;
}

// The template's four ring gauges under the live chart (static demo figures).
const gauges: readonly Gauge[] = [
  { label: 'Server load', value: 33, variant: 'warning' },
  { label: 'Disk space', value: 79, variant: 'success' },
  { label: 'Transferred', value: 23, variant: 'info' },
  { label: 'Temperature', value: 36, valueLabel: '36°F', variant: 'primary' },
];

/** The row of easy pie charts under the live stats: server load, disk space, transferred, temperature. */
export function ServerGauges() {
  return (
    <Row>
      {gauges.map((gauge) => (
        <Cell key={gauge.label}>
          <EasyPieChart
            label={gauge.label}
            value={gauge.value}
            valueLabel={gauge.valueLabel}
            size={48}
            variant={gauge.variant}
          />
        </Cell>
      ))}
    </Row>
  );
}
