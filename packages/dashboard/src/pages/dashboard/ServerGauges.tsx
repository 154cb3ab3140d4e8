import { EasyPieChart, type StateColor } from '@atrium/ui';
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
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-transform: uppercase;
  background: ${({ theme }) => theme.colors.surface};
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
      <Grid>
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
      </Grid>
    </Row>
  );
}
