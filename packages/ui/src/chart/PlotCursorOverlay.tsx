import type { PointerEvent, Ref } from 'react';
import { mergeProps, useFocusRing } from 'react-aria';
import { PlotOverlay } from './Chart.styles';
import type { ChartCursor } from './useChartCursor';
import { useChartPalette } from './useChartPalette';

/** Props of {@link PlotCursorOverlay}. */
export interface PlotCursorOverlayProps {
  /** The chart's cursor; its overlay props drive the keyboard and pointer. */
  cursor: ChartCursor;
  /** How many points or categories the cursor steps through. */
  count: number;
  /** Size of the plot area inside the margins. */
  width: number;
  height: number;
  /** Accessible name of the cursor, e.g. `Data points`. */
  label: string;
  /** What the active point says, e.g. `Mar: Sales 12`. */
  valueText?: string;
  /** The direction the arrow keys walk; left unset, the slider role's own default (horizontal) applies. */
  orientation?: 'horizontal' | 'vertical';
  onPointerMove: (event: PointerEvent<SVGRectElement>) => void;
  ref?: Ref<SVGRectElement>;
}

/**
 * The plot's single focusable overlay, a slider over the data points, with the focus ring drawn round the
 * plot area when it is focused by keyboard. Place it last in the plot's group so it sits above the marks.
 */
export function PlotCursorOverlay({
  cursor,
  count,
  width,
  height,
  label,
  valueText,
  orientation,
  onPointerMove,
  ref,
}: PlotCursorOverlayProps) {
  const palette = useChartPalette();
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <>
      {isFocusVisible && (
        <rect
          aria-hidden="true"
          x={-2}
          y={-2}
          width={width + 4}
          height={height + 4}
          fill="none"
          stroke={palette.focusRing}
          strokeWidth={2}
        />
      )}
      <PlotOverlay
        {...mergeProps(cursor.overlayProps, focusProps)}
        ref={ref}
        width={width}
        height={height}
        role="slider"
        aria-label={label}
        aria-orientation={orientation}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, count - 1)}
        aria-valuenow={cursor.activeIndex ?? 0}
        aria-valuetext={valueText}
        onPointerMove={onPointerMove}
      />
    </>
  );
}
