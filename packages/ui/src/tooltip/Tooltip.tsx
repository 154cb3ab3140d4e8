import {
  cloneElement,
  Suspense,
  useState,
  type DOMAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { mergeProps } from 'react-aria';
import { lazyPart } from '../lazy-part';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import type { TooltipBubbleProps } from './TooltipBubble';
import { HoverArea } from './TooltipTrigger.styles';
import { useTooltipTriggerAria, type UseTooltipOptions } from './useTooltipTriggerAria';

/** Props a trigger element receives from {@link Tooltip}. */
export interface TooltipTriggerElementProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps extends UseTooltipOptions {
  /** What the tooltip says; it becomes the trigger's description. Keep it short and plain. */
  content: ReactNode;
  /**
   * The focusable element described: a native control or Atrium's `Button` (anything that passes focus,
   * keyboard and ARIA props to its element and forwards its ref). Give an icon-only trigger an `aria-label`.
   */
  children: ReactElement<TooltipTriggerElementProps>;
  /** Draw the arrow that points at the trigger. Default `true`. */
  hasArrow?: boolean;
  className?: string;
}

type Handlers = DOMAttributes<HTMLElement>;

// The bubble and its positioning code (floating-ui) load when a tooltip is first wanted, not with the page.
const bubblePart = lazyPart(() => import('./TooltipBubble').then((module) => module.TooltipBubble));
const preloadBubble = () => void bubblePart.preload();

/** Mounted each time the tooltip opens. */
function OpenTooltip(props: TooltipBubbleProps) {
  // Asks for the code once per opening (a controlled `isOpen` has no hover or focus to ask first), which retries
  // a load that failed. Outside the Suspense boundary, so that a part that suspends or fails does not loop.
  useState(bubblePart.preload);
  return (
    // A failed load (e.g. offline) shows no tooltip and leaves the trigger as it was.
    <WidgetErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <bubblePart.Part {...props} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}

/**
 * Pointer handlers go on a box-less wrapper because react-aria buttons, Atrium's included, pass only focus,
 * keyboard and ARIA props through to their element; pointer events from the trigger still reach the wrapper.
 */
function splitTriggerProps(triggerProps: Handlers) {
  const pointerProps: Handlers = {};
  const elementProps: Handlers = {};
  for (const [name, value] of Object.entries(triggerProps)) {
    const target = /^on(Pointer|Mouse)/.test(name) ? pointerProps : elementProps;
    Object.assign(target, { [name]: value });
  }
  return { pointerProps, elementProps };
}

/** A short description shown next to a control on hover (after a delay) and on keyboard focus. */
export function Tooltip({
  content,
  children,
  hasArrow = true,
  className,
  placement,
  offset,
  ...options
}: TooltipProps) {
  const { state, triggerRef, triggerProps, tooltipTriggerProps } = useTooltipTriggerAria(
    options,
    children.props.ref,
  );
  // The trigger points at the bubble only once it is there: not while its code loads, nor if that load failed.
  const [isBubbleShown, setBubbleShown] = useState(false);
  const { pointerProps, elementProps } = splitTriggerProps(triggerProps);
  // The tooltip adds to a description the trigger already has rather than replacing it.
  const describedBy = [
    children.props['aria-describedby'],
    isBubbleShown ? triggerProps['aria-describedby'] : undefined,
  ].filter(Boolean);
  return (
    // The tooltip stays inside the hover area, so that moving the pointer onto it keeps it open.
    <HoverArea {...mergeProps(pointerProps, { onPointerEnter: preloadBubble })}>
      {cloneElement(children, {
        ...mergeProps(children.props, elementProps, { onFocus: preloadBubble }),
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        ref: triggerRef,
      })}
      {state.isOpen && (
        <OpenTooltip
          state={state}
          tooltipTriggerProps={tooltipTriggerProps}
          triggerRef={triggerRef}
          placement={placement}
          offset={offset}
          content={content}
          hasArrow={hasArrow}
          className={className}
          onShownChange={setBubbleShown}
        />
      )}
    </HoverArea>
  );
}
