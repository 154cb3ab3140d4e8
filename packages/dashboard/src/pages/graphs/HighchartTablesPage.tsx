import { useMemo } from 'react';
import { ChartTable, Icon, PageHeader, Widget } from '@atrium/ui';
import { faTable } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { browsers, highchartTablesDemoData, salesMonths } from './highchartTablesDemoData';

const TableGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 480px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const Intro = styled.p`
  margin-block: 0 ${({ theme }) => theme.space.xl};
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.onBackground};
`;

const tableIcon = <Icon icon={faTable} />;

/**
 * Graphs › Highchart Tables (spec §2): data tables that draw themselves as charts. The table stays visible,
 * so every figure can be read as numbers as well as a picture.
 */
export default function HighchartTablesPage() {
  const data = useMemo(() => highchartTablesDemoData(), []);
  return (
    <>
      <PageHeader title="Graphs" subtitle="Highchart Tables" icon={tableIcon} />
      <Intro>
        Each widget holds a plain table and the chart drawn from it. Hide a series with the legend under a
        chart; the table keeps every figure.
      </Intro>
      <TableGrid>
        <Widget defaultTitle="Monthly sales (column chart)" icon={tableIcon}>
          <ChartTable
            caption="Units sold per month"
            categoryLabel="Month"
            categories={salesMonths}
            series={data.sales}
            chartType="bar"
          />
        </Widget>
        <Widget defaultTitle="Visitors (line chart)" icon={tableIcon}>
          <ChartTable
            caption="Visitors per month"
            categoryLabel="Month"
            categories={salesMonths}
            series={data.visitors}
            chartType="line"
          />
        </Widget>
        <Widget defaultTitle="Browser share (pie chart)" icon={tableIcon}>
          <ChartTable
            caption="Visits per browser"
            categoryLabel="Browser"
            categories={browsers}
            series={data.browserVisits}
            chartType="pie"
          />
        </Widget>
      </TableGrid>
    </>
  );
}
