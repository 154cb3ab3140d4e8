import { useCallback, useLayoutEffect, type ReactNode } from 'react';
import { FloatingArrow } from '@floating-ui/react';
import { useTheme } from 'styled-components';
import { Bubble } from './Tooltip.styles';
import { showInTopLayer } from './topLayer';
import { useTooltipBubble, type UseTooltipBubbleOptions } from './useTooltipBubble';

/** Props of {@link TooltipBubble}. */
export interface TooltipBubbleProps extends UseTooltipBubbleOptions {
  content: ReactNode;
  hasArrow: boolean;
  className?: string;
  /** Told when the bubble is in the document and when it leaves, so the trigger refers to it only meanwhile. */
  onShownChange: (isShown: boolean) => void;
}

/**
 * The open part of {@link Tooltip}: the positioned bubble with its arrow, drawn in the top layer. It lives in a
 * module of its own because `Tooltip` loads it (and floating-ui with it) only when a tooltip first shows.
 */
export function TooltipBubble({
  content,
  hasArrow,
  className,
  onShownChange,
  ...options
}: TooltipBubbleProps) {
  const theme = useTheme();
  const { tooltipProps, setFloating, floatingStyles, context, placement, setArrow } =
    useTooltipBubble(options);
  const setBubble = useCallback(
    (element: HTMLElement | null) => {
      setFloating(element);
      showInTopLayer(element);
    },
    [setFloating],
  );
  useLayoutEffect(() => {
    onShownChange(true);
    return () => onShownChange(false);
  }, [onShownChange]);
  return (
    <Bubble
      {...tooltipProps}
      ref={setBubble}
      popover="manual"
      style={floatingStyles}
      className={className}
      data-placement={placement}
    >
      {content}
      {hasArrow && <FloatingArrow ref={setArrow} context={context} fill={theme.colors.inverseSurface} />}
    </Bubble>
  );
}
