import { useMemo } from 'react';
import { Icon, TimeSeriesChart, useTranslation } from '@atrium/ui';
import { faChartLine } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { stockDemoSeries, temperatureDemoSeries } from './dygraphsDemoData';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
import { withTranslatedLabels } from './parts/graphText';

const ZoomHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const lineIcon = <Icon icon={faChartLine} />;

const zoomHint =
  'To zoom, drag across the overview under the chart or scroll over the plot; the Zoom buttons do the same ' +
  'from the keyboard, and Reset zoom shows the whole range again.';

/** Graphs › Dygraphs: long time series with zoom, pan and a range selector, on seeded demo data. */
export default function DygraphsPage() {
  const { t, locale } = useTranslation();
  const temperatures = useMemo(() => withTranslatedLabels(temperatureDemoSeries(), t), [t]);
  const stock = useMemo(() => withTranslatedLabels(stockDemoSeries(), t), [t]);
  const priceFormat = useMemo(
    () =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }),
    [locale],
  );
  const formatPrice = (value: number) => priceFormat.format(value);
  return (
    <GraphPage subtitle="Dygraphs" icon={lineIcon} minColumnWidth={480} gap="xl">
      <GraphWidget title="Daily temperatures" icon={lineIcon}>
        <ZoomHint>{t(zoomHint)}</ZoomHint>
        <TimeSeriesChart
          label={t('Daily temperatures, 2024 to 2025')}
          description={t('A noisy daily temperature reading over two years, with its 14-day average.')}
          series={temperatures}
          xLabel={t('Date')}
          height={280}
        />
      </GraphWidget>
      <GraphWidget title="Stock price" icon={lineIcon}>
        <ZoomHint>{t(zoomHint)}</ZoomHint>
        <TimeSeriesChart
          label={t('Closing price over two years of trading days')}
          description={t('A simulated share price, closing value on each trading day.')}
          series={stock}
          variant="area"
          formatY={formatPrice}
          xLabel={t('Date')}
          height={280}
        />
      </GraphWidget>
    </GraphPage>
  );
}
