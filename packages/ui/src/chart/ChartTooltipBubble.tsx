import { useCallback, useLayoutEffect } from 'react';
import { flip, offset, shift, useFloating, type VirtualElement } from '@floating-ui/react';
import { showInTopLayer } from '../tooltip/topLayer';
import { Swatch } from './Chart.styles';
import type { ChartTooltipAnchor, ChartTooltipProps } from './ChartTooltip';
import { TooltipBox, TooltipRow, TooltipTitle } from './ChartTooltip.styles';

/** Props of {@link ChartTooltipBubble}: those of `ChartTooltip`, with an anchor. */
export interface ChartTooltipBubbleProps extends Omit<ChartTooltipProps, 'anchor'> {
  anchor: ChartTooltipAnchor;
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

/**
 * The open part of `ChartTooltip`, placed by floating-ui above the point and kept inside the viewport. A module
 * of its own, so a chart loads floating-ui only when its tooltip first shows.
 */
export function ChartTooltipBubble({ anchor, title, items, id, className }: ChartTooltipBubbleProps) {
  const { refs, floatingStyles } = useFloating({
    placement: 'top',
    strategy: 'fixed',
    middleware: [offset(10), flip(), shift({ padding: 8 })],
  });
  useLayoutEffect(() => {
    refs.setPositionReference(virtualElement(anchor));
  }, [refs, anchor]);
  const setBox = useCallback(
    (element: HTMLDivElement | null) => {
      refs.setFloating(element);
      showInTopLayer(element);
    },
    [refs],
  );
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
