import { memo } from 'react';
import { Area, LinePath } from '@visx/shape';
import { curves, type LineCurve, type PlotPoint } from './lineChartModel';

/** Any continuous scale: numbers or dates in, pixels out. */
export type PlotScale = (value: number) => number;

/** Props of {@link LineMarks}. */
export interface LineMarksProps {
  plot: readonly (readonly PlotPoint[])[];
  colors: readonly string[];
  xScale: PlotScale;
  yScale: PlotScale;
  variant: 'line' | 'area';
  curve: LineCurve;
  /** Draw a dot at every point. */
  hasPoints: boolean;
  /** Fill of the dots' outline, so they stand apart from the line. */
  surface: string;
}

/**
 * The lines, areas and dots of every shown series. One path per series keeps 10 000 points cheap; memoised so
 * moving the cursor does not rebuild the paths.
 */
export const LineMarks = memo(function LineMarks({
  plot,
  colors,
  xScale,
  yScale,
  variant,
  curve,
  hasPoints,
  surface,
}: LineMarksProps) {
  const x = (p: PlotPoint) => xScale(p.x);
  const y1 = (p: PlotPoint) => yScale(p.y1);
  const y0 = (p: PlotPoint) => yScale(p.y0);
  return (
    <g aria-hidden="true">
      {variant === 'area' &&
        plot.map((points, i) => (
          <Area
            key={`area-${i}`}
            data={points as PlotPoint[]}
            x={x}
            y0={y0}
            y1={y1}
            curve={curves[curve]}
            fill={colors[i]}
            fillOpacity={0.25}
          />
        ))}
      {plot.map((points, i) => (
        <LinePath
          key={`line-${i}`}
          data={points as PlotPoint[]}
          x={x}
          y={y1}
          curve={curves[curve]}
          stroke={colors[i]}
          strokeWidth={2}
          strokeLinejoin="round"
          fill="none"
        />
      ))}
      {hasPoints &&
        plot.map((points, i) =>
          points.map((p, j) => (
            <circle
              key={`point-${i}-${j}`}
              cx={x(p)}
              cy={y1(p)}
              r={3}
              fill={colors[i]}
              stroke={surface}
              strokeWidth={1}
            />
          )),
        )}
    </g>
  );
});
