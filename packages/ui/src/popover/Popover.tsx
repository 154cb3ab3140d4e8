import { cloneElement, useId, type ReactElement, type ReactNode, type Ref } from 'react';
import { FloatingArrow, FloatingFocusManager, FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { useTheme } from 'styled-components';
import { getFloatingLayer } from './floatingLayer';
import { Body, Panel, Title } from './Popover.styles';
import { usePopover, type UsePopoverOptions } from './usePopover';

/** Props a trigger element receives from {@link Popover}. */
export interface PopoverTriggerElementProps {
  id?: string;
  ref?: Ref<HTMLElement>;
}

/** Props of {@link Popover}. */
export interface PopoverProps extends UsePopoverOptions {
  /**
   * The element that toggles the popover: a native button or Atrium's `Button` (anything that passes `onClick`
   * and ARIA props to a focusable element and forwards its ref).
   */
  trigger: ReactElement<PopoverTriggerElementProps>;
  /** Heading of the panel; it names the popover. Without it, `aria-label` or else the trigger names it. */
  title?: ReactNode;
  'aria-label'?: string;
  /** Panel content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Draw the arrow that points at the trigger. Default `true`. */
  hasArrow?: boolean;
  className?: string;
}

/**
 * A non-modal panel anchored to its trigger, for details and small forms. Focus moves in when it opens and back
 * to the trigger when it closes; Escape, a press outside or tabbing away close it.
 */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  hasArrow = true,
  className,
  ...options
}: PopoverProps) {
  const theme = useTheme();
  const {
    state,
    setReference,
    setFloating,
    setArrow,
    floatingStyles,
    context,
    placement,
    getReferenceProps,
    getFloatingProps,
  } = usePopover(options);
  const titleId = useId();
  const generatedTriggerId = useId();
  const triggerId = trigger.props.id ?? generatedTriggerId;
  const triggerRef = useMergeRefs([setReference, trigger.props.ref]);
  let labelledBy: string | undefined;
  if (title !== undefined) labelledBy = titleId;
  else if (ariaLabel === undefined) labelledBy = triggerId;
  return (
    <>
      {cloneElement(trigger, { ...getReferenceProps({ ...trigger.props, id: triggerId }), ref: triggerRef })}
      {state.isOpen && (
        <FloatingPortal root={getFloatingLayer()}>
          <FloatingFocusManager context={context} modal={false}>
            <Panel
              ref={setFloating}
              style={floatingStyles}
              className={className}
              dir={theme.direction}
              data-placement={placement}
              {...getFloatingProps({ 'aria-labelledby': labelledBy, 'aria-label': ariaLabel })}
            >
              {hasArrow && (
                <FloatingArrow
                  ref={setArrow}
                  context={context}
                  fill={theme.colors.surface}
                  stroke={theme.colors.border}
                  strokeWidth={1}
                />
              )}
              {title !== undefined && <Title id={titleId}>{title}</Title>}
              <Body>{typeof children === 'function' ? children(state.close) : children}</Body>
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
