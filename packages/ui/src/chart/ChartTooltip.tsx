import { useCallback, useLayoutEffect, type ReactNode } from 'react';
import { flip, offset, shift, useFloating, type VirtualElement } from '@floating-ui/react';
import { showInTopLayer } from '../tooltip/topLayer';
import { Swatch, TooltipBox, TooltipRow, TooltipTitle } from './Chart.styles';

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

function virtualElement(anchor: ChartTooltipAnchor): VirtualElement {
  return {
    contextElement: anchor.element ?? undefined,
    getBoundingClientRect() {
      const box = anchor.element?.getBoundingClientRect() ?? new DOMRect();
      return new DOMRect(box.left + anchor.x, box.top + anchor.y, 0, 0);
    },
  };
}

/** The values at a point of a chart, placed by floating-ui above the point and kept inside the viewport. */
export function ChartTooltip({ anchor, title, items, id, className }: ChartTooltipProps) {
  const { refs, floatingStyles } = useFloating({
    placement: 'top',
    strategy: 'fixed',
    middleware: [offset(10), flip(), shift({ padding: 8 })],
  });
  useLayoutEffect(() => {
    refs.setPositionReference(anchor ? virtualElement(anchor) : null);
  }, [refs, anchor]);
  const setBox = useCallback(
    (element: HTMLDivElement | null) => {
      refs.setFloating(element);
      showInTopLayer(element);
    },
    [refs],
  );
  if (!anchor) return null;
  return (
    <TooltipBox
      ref={setBox}
      id={id}
      role="tooltip"
      popover="manual"
      style={floatingStyles}
      className={className}
    >
      {title !== undefined && <TooltipTitle>{title}</TooltipTitle>}
      {items.map((item) => (
        <TooltipRow key={item.key}>
          {item.color && <Swatch aria-hidden="true" $color={item.color} $isFilled />}
          <span>{item.label}</span>
          <span data-value="">{item.value}</span>
        </TooltipRow>
      ))}
    </TooltipBox>
  );
}
