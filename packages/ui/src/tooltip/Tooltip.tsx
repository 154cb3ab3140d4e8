import {
  cloneElement,
  useCallback,
  type DOMAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { FloatingArrow } from '@floating-ui/react';
import { mergeProps } from 'react-aria';
import { useTheme } from 'styled-components';
import { Bubble, HoverArea } from './Tooltip.styles';
import { showInTopLayer } from './topLayer';
import { useTooltip, type UseTooltipOptions } from './useTooltip';

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
export function Tooltip({ content, children, hasArrow = true, className, ...options }: TooltipProps) {
  const theme = useTheme();
  const {
    state,
    triggerRef,
    triggerProps,
    tooltipProps,
    setFloating,
    floatingStyles,
    context,
    placement,
    setArrow,
  } = useTooltip(options, children.props.ref);
  const { pointerProps, elementProps } = splitTriggerProps(triggerProps);
  // The tooltip adds to a description the trigger already has rather than replacing it.
  const describedBy = [children.props['aria-describedby'], triggerProps['aria-describedby']].filter(Boolean);
  const setBubble = useCallback(
    (element: HTMLElement | null) => {
      setFloating(element);
      showInTopLayer(element);
    },
    [setFloating],
  );
  return (
    // The tooltip stays inside the hover area, so that moving the pointer onto it keeps it open.
    <HoverArea {...pointerProps}>
      {cloneElement(children, {
        ...mergeProps(children.props, elementProps),
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        ref: triggerRef,
      })}
      {state.isOpen && (
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
      )}
    </HoverArea>
  );
}
