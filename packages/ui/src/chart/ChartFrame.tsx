import { useId, useRef, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Caption, Figure, Toolbar } from './Chart.styles';
import { ChartDataTable, type ChartDataTableProps } from './ChartDataTable';
import { useChartWidth } from './useChartSize';

/** The drawing area a {@link ChartFrame} gives its plot, in pixels. */
export interface ChartSize {
  width: number;
  height: number;
}

/** Props of {@link ChartFrame}. */
export interface ChartFrameProps {
  /** Accessible name of the figure, e.g. "Site traffic, last 30 days". */
  label: string;
  /** Show `label` as a visible caption. Default `false` (widgets usually title the chart already). */
  isLabelVisible?: boolean;
  /** A sentence on what the chart shows, read after the name. */
  description?: ReactNode;
  /** Plot height in pixels. Default 300. */
  height?: number;
  /** Smallest plot height in pixels, so the chart never collapses. Default 120. */
  minHeight?: number;
  /** A fixed plot width; by default the plot fills its container and follows its resizing. */
  width?: number;
  /** Controls above the plot (zoom buttons, fields). */
  toolbar?: ReactNode;
  /** Drawn right below the plot, e.g. a range selector. */
  footer?: ReactNode;
  /** Usually a `ChartLegend`, drawn below the plot. */
  legend?: ReactNode;
  /** The data behind the chart, rendered as a table only screen readers see. */
  dataTable?: ChartDataTableProps;
  /** Draws the plot for the measured size; not called until the width is known. */
  children: (size: ChartSize) => ReactNode;
  className?: string;
}

/** A `figure` around a chart: accessible name and description, measured size, legend and hidden data table. */
export function ChartFrame({
  label,
  isLabelVisible = false,
  description,
  height = 300,
  minHeight = 120,
  width,
  toolbar,
  footer,
  legend,
  dataTable,
  children,
  className,
}: ChartFrameProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const measuredWidth = useChartWidth(plotRef, width);
  const descriptionId = useId();
  const plotHeight = Math.max(height, minHeight);
  return (
    <Figure
      aria-label={label}
      aria-describedby={description ? descriptionId : undefined}
      className={className}
      $minHeight={plotHeight}
    >
      {isLabelVisible && <Caption aria-hidden="true">{label}</Caption>}
      {description && (
        <VisuallyHidden>
          <p id={descriptionId}>{description}</p>
        </VisuallyHidden>
      )}
      {toolbar && <Toolbar>{toolbar}</Toolbar>}
      <div ref={plotRef} data-chart-plot="" style={width === undefined ? undefined : { inlineSize: width }}>
        {measuredWidth > 0 && children({ width: measuredWidth, height: plotHeight })}
      </div>
      {footer}
      {legend}
      {dataTable && <ChartDataTable {...dataTable} />}
    </Figure>
  );
}
