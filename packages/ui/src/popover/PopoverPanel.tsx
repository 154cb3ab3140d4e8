import { useId, type ReactNode, type RefObject } from 'react';
import { FloatingArrow, FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import type { OverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { getFloatingLayer } from './floatingLayer';
import { Body, Panel, Title } from './Popover.styles';
import { usePopoverPanel, type PopoverPlacementOptions } from './usePopoverPanel';

/** Props of {@link PopoverPanel}. */
export interface PopoverPanelProps extends PopoverPlacementOptions {
  state: OverlayTriggerState;
  panelId: string;
  triggerRef: RefObject<Element | null>;
  /** Names the panel when there is neither a title nor an `aria-label`. */
  triggerId: string;
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  hasArrow: boolean;
  className?: string;
}

/**
 * The open panel of a `Popover`: placed beside its trigger on the floating layer, with focus moved in. The
 * popover loads it on first open.
 */
export function PopoverPanel({
  state,
  panelId,
  triggerRef,
  triggerId,
  placement,
  offset,
  title,
  'aria-label': ariaLabel,
  children,
  hasArrow,
  className,
}: PopoverPanelProps) {
  const theme = useTheme();
  const {
    setFloating,
    setArrow,
    floatingStyles,
    context,
    placement: actualPlacement,
    getFloatingProps,
  } = usePopoverPanel({ state, panelId, triggerRef, placement, offset });
  const titleId = useId();
  let labelledBy: string | undefined;
  if (title !== undefined) labelledBy = titleId;
  else if (ariaLabel === undefined) labelledBy = triggerId;
  return (
    <FloatingPortal root={getFloatingLayer()}>
      <FloatingFocusManager context={context} modal={false}>
        <Panel
          ref={setFloating}
          style={floatingStyles}
          className={className}
          dir={theme.direction}
          data-placement={actualPlacement}
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
  );
}
