import { Arc } from '@visx/shape';
import { SlicePath } from './PieChart.styles';
import type { usePieChart } from './usePieChart';

/** A laid-out slice with its formatted value, percentage and accessible name. */
export type DrawnSlice = ReturnType<typeof usePieChart>['slices'][number];

/** Props of {@link PieSlicePath}. */
export interface PieSliceProps {
  slice: DrawnSlice;
  radius: number;
  color: string;
  isActive: boolean;
  isTabStop: boolean;
  tooltipId: string;
  onActivate: (key: string | null) => void;
  onFocusSlice: (key: string) => void;
  /** Moves focus to the next (+1) or previous (-1) slice, wrapping round. */
  onStep: (from: string, step: 1 | -1) => void;
  sliceRef: (key: string, element: SVGPathElement | null) => void;
}

/** One focusable slice of a {@link PieChart}; arrow keys ask the chart to move focus to a neighbour. */
export function PieSlicePath({
  slice,
  radius,
  color,
  isActive,
  isTabStop,
  tooltipId,
  onActivate,
  onFocusSlice,
  onStep,
  sliceRef,
}: PieSliceProps) {
  return (
    <Arc
      data={slice}
      startAngle={slice.startAngle}
      endAngle={slice.endAngle}
      innerRadius={slice.innerRadius * radius}
      outerRadius={slice.outerRadius * radius}
    >
      {({ path }) => (
        <SlicePath
          ref={(element: SVGPathElement | null) => sliceRef(slice.key, element)}
          d={path(slice) ?? ''}
          fill={color}
          role="img"
          aria-label={slice.name}
          aria-describedby={isActive ? tooltipId : undefined}
          tabIndex={isTabStop ? 0 : -1}
          data-slice={slice.key}
          $isActive={isActive}
          onPointerEnter={() => onActivate(slice.key)}
          onPointerLeave={() => onActivate(null)}
          onFocus={() => {
            onFocusSlice(slice.key);
            onActivate(slice.key);
          }}
          onBlur={() => onActivate(null)}
          onKeyDown={(event) => {
            const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
            const backward = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
            if (!forward && !backward) return;
            event.preventDefault();
            onStep(slice.key, forward ? 1 : -1);
          }}
        />
      )}
    </Arc>
  );
}
