import { useId } from 'react';
import { useNumberFormatter } from 'react-aria';
import { BarChart } from '../bar-chart';
import { LineChart } from '../line-chart';
import { PieChart } from '../pie-chart';
import { ChartTableFigure, DataTable, TableScroller } from './ChartTable.styles';
import {
  tableSeriesKey,
  toBarSeries,
  toLineSeries,
  toPieData,
  type ChartTableSeries,
} from './chartTableModel';
import { useTranslation } from '../i18n';

/** The kind of chart a {@link ChartTable} draws from its table. */
export type ChartTableType = 'bar' | 'line' | 'pie';

/** Props of {@link ChartTable}. */
export interface ChartTableProps {
  /** Table caption, also the name of the figure and the chart. */
  caption: string;
  /** Header of the category column. Default `Category`. */
  categoryLabel?: string;
  /** Row headers, e.g. months. */
  categories: readonly string[];
  /** Value columns, one value per category. */
  series: readonly ChartTableSeries[];
  /** Default `bar`. */
  chartType?: ChartTableType;
  /** Which column the pie is made from; default the first. */
  pieSeriesKey?: string;
  /** Draw the chart above (`start`, default) or below (`end`) the table. */
  chartPlacement?: 'start' | 'end';
  /** Chart height in pixels. Default 260. */
  height?: number;
  /** A fixed chart width; by default the chart fills its container. */
  width?: number;
  isAnimated?: boolean;
  className?: string;
}

/**
 * A visible data table and the chart drawn from it, in one figure: the table is the source of truth that
 * every reader gets, the chart a picture of it (like the classic "highchart tables" plugin).
 */
export function ChartTable({
  caption,
  categoryLabel: categoryLabelProp,
  categories,
  series,
  chartType = 'bar',
  pieSeriesKey,
  chartPlacement = 'start',
  height = 260,
  width,
  isAnimated,
  className,
}: ChartTableProps) {
  const { t } = useTranslation();
  const categoryLabel = categoryLabelProp ?? t('Category');
  const captionId = useId();
  const format = useNumberFormatter({ maximumFractionDigits: 2 });
  const chartLabel = t('{caption} (chart)', { caption });
  const common = { label: chartLabel, height, width, isAnimated };
  const pieSource = series.find((entry) => tableSeriesKey(entry) === pieSeriesKey) ?? series[0];
  const chart =
    chartType === 'pie' ? (
      <PieChart {...common} data={toPieData(categories, pieSource)} categoryLabel={categoryLabel} />
    ) : chartType === 'line' ? (
      <LineChart
        {...common}
        series={toLineSeries(series)}
        hasPoints
        xTickCount={categories.length}
        formatX={(x) => categories[Math.round(Number(x))] ?? ''}
        xLabel={categoryLabel}
        pointsLabel={categoryLabel}
      />
    ) : (
      <BarChart
        {...common}
        categories={categories}
        series={toBarSeries(series)}
        categoryLabel={categoryLabel}
      />
    );
  const table = (
    <TableScroller>
      <DataTable>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((entry) => (
              <th key={tableSeriesKey(entry)} scope="col">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, row) => (
            <tr key={`${category}-${row}`}>
              <th scope="row">{category}</th>
              {series.map((entry) => {
                const value = entry.values[row];
                return <td key={tableSeriesKey(entry)}>{value === undefined ? '' : format.format(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
  return (
    <ChartTableFigure aria-labelledby={captionId} className={className}>
      {chartPlacement === 'start' ? chart : table}
      {chartPlacement === 'start' ? table : chart}
    </ChartTableFigure>
  );
}
