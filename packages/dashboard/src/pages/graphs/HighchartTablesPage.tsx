import { useMemo } from 'react';
import { ChartTable, Icon, useTranslation } from '@atrium/ui';
import { faTable } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { browsers, highchartTablesDemoData, salesMonths } from './highchartTablesDemoData';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
import { monthNames } from '../monthNames';
import { withTranslatedLabels } from './parts/graphText';

const Intro = styled.p`
  margin-block: 0 ${({ theme }) => theme.space.xl};
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.onBackground};
`;

const tableIcon = <Icon icon={faTable} />;

/**
 * Graphs › Highchart Tables: data tables that draw themselves as charts. The table stays visible,
 * so every figure can be read as numbers as well as a picture.
 */
export default function HighchartTablesPage() {
  const { t, locale } = useTranslation();
  const demo = useMemo(() => highchartTablesDemoData(), []);
  const data = useMemo(
    () => ({
      sales: withTranslatedLabels(demo.sales, t),
      visitors: withTranslatedLabels(demo.visitors, t),
      browserVisits: withTranslatedLabels(demo.browserVisits, t),
    }),
    [demo, t],
  );
  const months = useMemo(() => monthNames(locale, salesMonths.length, 'short'), [locale]);
  const browserNames = useMemo(() => browsers.map((browser) => t(browser)), [t]);
  return (
    <GraphPage
      subtitle="Highchart Tables"
      icon={tableIcon}
      intro={
        <Intro>
          {t(
            'Each widget holds a plain table and the chart drawn from it. Hide a series with the legend under a chart; the table keeps every figure.',
          )}
        </Intro>
      }
      minColumnWidth={480}
      gap="xl"
    >
      {/* Across the page, so the line and pie charts share the next row rather than one sitting alone. */}
      <GraphWidget title="Monthly sales (column chart)" icon={tableIcon} isWide>
        <ChartTable
          caption={t('Units sold per month')}
          categoryLabel={t('Month')}
          categories={months}
          series={data.sales}
          chartType="bar"
        />
      </GraphWidget>
      <GraphWidget title="Visitors (line chart)" icon={tableIcon}>
        <ChartTable
          caption={t('Visitors per month')}
          categoryLabel={t('Month')}
          categories={months}
          series={data.visitors}
          chartType="line"
        />
      </GraphWidget>
      <GraphWidget title="Browser share (pie chart)" icon={tableIcon}>
        <ChartTable
          caption={t('Visits per browser')}
          categoryLabel={t('Browser')}
          categories={browserNames}
          series={data.browserVisits}
          chartType="pie"
        />
      </GraphWidget>
    </GraphPage>
  );
}
