import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from '../lazy-part';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';

/** A point, in the coordinates of `element` (usually the chart's `svg`), that a tooltip points at. */
export interface ChartTooltipAnchor {
  element: Element | null;
  x: number;
  y: number;
}

/** One line of a {@link ChartTooltip}. */
export interface ChartTooltipItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
  color?: string;
}

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  /** Where to point; `null` hides the tooltip. */
  anchor: ChartTooltipAnchor | null;
  /** Heading, e.g. the x value. */
  title?: ReactNode;
  items: readonly ChartTooltipItem[];
  /** Id so a focused element can reference the tooltip with `aria-describedby`. */
  id?: string;
  className?: string;
}

// The box and its positioning code (floating-ui) load when a chart first shows a tooltip, not with the page.
const bubblePart = lazyPart(() => import('./ChartTooltipBubble').then((module) => module.ChartTooltipBubble));

/** Mounted each time the tooltip appears. */
function ShownChartTooltip(props: ChartTooltipProps & { anchor: ChartTooltipAnchor }) {
  // Asks for the code once per showing, before the part renders, so that a load that failed is tried again.
  // Outside the Suspense boundary, so that a part that suspends or fails does not ask again in a loop.
  useState(bubblePart.preload);
  return (
    // A failed load (e.g. offline) shows no tooltip; the chart and its keyboard cursor keep working.
    <WidgetErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <bubblePart.Part {...props} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}

/** The values at a point of a chart, placed by floating-ui above the point and kept inside the viewport. */
export function ChartTooltip({ anchor, ...props }: ChartTooltipProps) {
  return anchor ? <ShownChartTooltip anchor={anchor} {...props} /> : null;
}
