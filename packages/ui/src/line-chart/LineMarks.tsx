import { memo } from 'react';
import { area, line } from '@visx/shape';
import { curves, type LineCurve, type PlotPoint } from './lineChartModel';

/** Any continuous scale: numbers or dates in, pixels out. */
export type PlotScale = (value: number) => number;

/** d3-shape 3.2 generators can round coordinates, though the bundled type definitions predate `digits`. */
type RoundingShape<Shape> = Shape & { digits?: (digits: number) => Shape };

/**
 * Rounds path coordinates to a tenth of a pixel, which draws the same and makes long path strings shorter to
 * build and for the browser to parse.
 */
function toTenths<Shape>(shape: Shape): Shape {
  const rounding = shape as RoundingShape<Shape>;
  return rounding.digits ? rounding.digits(1) : shape;
}

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
 * The lines, areas and dots of every shown series. One path per series, from at most a few points per pixel
 * column (see `decimateToColumns`), keeps 10 000 points cheap; memoised so moving the cursor does not rebuild
 * the paths.
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
  const linePath = toTenths(line<PlotPoint>({ x, y: y1, curve: curves[curve] }));
  const areaPath = toTenths(area<PlotPoint>({ x, y0, y1, curve: curves[curve] }));
  return (
    <g aria-hidden="true">
      {variant === 'area' &&
        plot.map((points, i) => (
          <path
            key={`area-${i}`}
            d={areaPath(points as PlotPoint[]) ?? ''}
            fill={colors[i]}
            fillOpacity={0.25}
          />
        ))}
      {plot.map((points, i) => (
        <path
          key={`line-${i}`}
          d={linePath(points as PlotPoint[]) ?? ''}
          stroke={colors[i]}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
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
