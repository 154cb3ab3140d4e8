import { useMemo } from 'react';
import { Icon, TimeSeriesChart } from '@atrium/ui';
import { faChartLine } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { stockDemoSeries, temperatureDemoSeries } from './dygraphsDemoData';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';

const ZoomHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const lineIcon = <Icon icon={faChartLine} />;

const zoomHint =
  'To zoom, drag across the overview under the chart or scroll over the plot; the Zoom buttons do the same ' +
  'from the keyboard, and Reset zoom shows the whole range again.';

const priceFormat = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
const formatPrice = (value: number) => priceFormat.format(value);

/** Graphs › Dygraphs: long time series with zoom, pan and a range selector, on seeded demo data. */
export default function DygraphsPage() {
  const temperatures = useMemo(() => temperatureDemoSeries(), []);
  const stock = useMemo(() => stockDemoSeries(), []);
  return (
    <GraphPage subtitle="Dygraphs" icon={lineIcon} minColumnWidth={480} gap="xl">
      <GraphWidget title="Daily temperatures" icon={lineIcon}>
        <ZoomHint>{zoomHint}</ZoomHint>
        <TimeSeriesChart
          label="Daily temperatures, 2024 to 2025"
          description="A noisy daily temperature reading over two years, with its 14-day average."
          series={temperatures}
          xLabel="Date"
          height={280}
        />
      </GraphWidget>
      <GraphWidget title="Stock price" icon={lineIcon}>
        <ZoomHint>{zoomHint}</ZoomHint>
        <TimeSeriesChart
          label="Closing price over two years of trading days"
          description="A simulated share price, closing value on each trading day."
          series={stock}
          variant="area"
          formatY={formatPrice}
          xLabel="Date"
          height={280}
        />
      </GraphWidget>
    </GraphPage>
  );
}
