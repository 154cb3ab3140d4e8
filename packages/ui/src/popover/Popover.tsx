import { cloneElement, Suspense, useId, type ReactElement, type ReactNode, type Ref } from 'react';
import { mergeProps, useObjectRef } from 'react-aria';
import { lazyPart, usePreloadOnIntent } from '../lazy-part';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import type { UsePopoverOptions } from './usePopover';
import { usePopoverTrigger } from './usePopoverTrigger';

// Positioning, focus handling and the panel's look load on first use: a closed popover is only its trigger.
const panel = lazyPart(() => import('./PopoverPanel').then((module) => module.PopoverPanel));

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
  placement,
  offset,
  onOpenChange,
  ...options
}: PopoverProps) {
  const { state, triggerProps, panelId } = usePopoverTrigger({
    ...options,
    onOpenChange: (isOpen) => {
      // Also retries a load that failed on an earlier open.
      if (isOpen) void panel.preload();
      onOpenChange?.(isOpen);
    },
  });
  const triggerRef = useObjectRef(trigger.props.ref);
  usePreloadOnIntent(triggerRef, panel.preload);
  const generatedTriggerId = useId();
  const triggerId = trigger.props.id ?? generatedTriggerId;
  return (
    <>
      {cloneElement(trigger, { ...mergeProps(trigger.props, triggerProps), id: triggerId, ref: triggerRef })}
      {state.isOpen && (
        // A panel whose code could not load closes again, leaving the trigger as it was.
        <WidgetErrorBoundary fallback={() => null} onError={state.close}>
          <Suspense fallback={null}>
            <panel.Part
              state={state}
              panelId={panelId}
              triggerRef={triggerRef}
              triggerId={triggerId}
              placement={placement}
              offset={offset}
              title={title}
              aria-label={ariaLabel}
              hasArrow={hasArrow}
              className={className}
            >
              {children}
            </panel.Part>
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </>
  );
}
