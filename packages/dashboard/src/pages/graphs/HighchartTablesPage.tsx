import { useMemo } from 'react';
import { ChartTable, Icon } from '@atrium/ui';
import { faTable } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { browsers, highchartTablesDemoData, salesMonths } from './highchartTablesDemoData';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';

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
  const data = useMemo(() => highchartTablesDemoData(), []);
  return (
    <GraphPage
      subtitle="Highchart Tables"
      icon={tableIcon}
      intro={
        <Intro>
          Each widget holds a plain table and the chart drawn from it. Hide a series with the legend under a
          chart; the table keeps every figure.
        </Intro>
      }
      minColumnWidth={480}
      gap="xl"
    >
      {/* Across the page, so the line and pie charts share the next row rather than one sitting alone. */}
      <GraphWidget title="Monthly sales (column chart)" icon={tableIcon} isWide>
        <ChartTable
          caption="Units sold per month"
          categoryLabel="Month"
          categories={salesMonths}
          series={data.sales}
          chartType="bar"
        />
      </GraphWidget>
      <GraphWidget title="Visitors (line chart)" icon={tableIcon}>
        <ChartTable
          caption="Visitors per month"
          categoryLabel="Month"
          categories={salesMonths}
          series={data.visitors}
          chartType="line"
        />
      </GraphWidget>
      <GraphWidget title="Browser share (pie chart)" icon={tableIcon}>
        <ChartTable
          caption="Visits per browser"
          categoryLabel="Browser"
          categories={browsers}
          series={data.browserVisits}
          chartType="pie"
        />
      </GraphWidget>
    </GraphPage>
  );
}
