import { Suspense, useLayoutEffect, type RefObject } from 'react';
import { FloatingPortal, useTransitionStyles, type Placement } from '@floating-ui/react';
import type { OverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { getFloatingLayer } from '../popover/floatingLayer';
import { usePopoverPanel } from '../popover/usePopoverPanel';
import { Spinner } from '../spinner';
import type { ActivitiesPanelProps } from './ActivitiesPanel';
import { activitiesPanelPart } from './activitiesPanelPart';
import { Panel, PanelLoading } from './ActivitiesPopup.styles';
import { fadeDuration } from './useActivities';
import { useReducedMotion } from '../chart/useReducedMotion';

/** Props of {@link ActivitiesPopup}: the dropdown's open state and trigger, and what the panel shows. */
export interface ActivitiesPopupProps extends Omit<
  ActivitiesPanelProps,
  'style' | 'direction' | 'context' | 'setFloating' | 'getFloatingProps' | 'placement'
> {
  state: OverlayTriggerState;
  panelId: string;
  triggerRef: RefObject<Element | null>;
  placement: Placement;
  /** Told whether the panel is on screen, its fade-out included, so the dropdown keeps it until it is gone. */
  onPresenceChange: (isPresent: boolean) => void;
}

/**
 * The positioned, fading frame of the activities panel on the floating layer. `ActivitiesDropdown` loads it on
 * first open; it shows a spinner in the frame until the panel's body has loaded too.
 */
export function ActivitiesPopup({
  state,
  panelId,
  triggerRef,
  placement,
  onPresenceChange,
  ...body
}: ActivitiesPopupProps) {
  const theme = useTheme();
  const {
    setFloating,
    floatingStyles,
    context,
    placement: actualPlacement,
    getFloatingProps,
  } = usePopoverPanel({ state, panelId, triggerRef, placement, offset: 4 });
  const prefersReducedMotion = useReducedMotion();
  const { isMounted, styles: fadeStyles } = useTransitionStyles(context, {
    duration: fadeDuration(theme.motion.fade, prefersReducedMotion),
    initial: { opacity: 0 },
  });
  useLayoutEffect(() => onPresenceChange(isMounted), [isMounted, onPresenceChange]);
  if (!isMounted) return null;
  const style = { ...floatingStyles, ...fadeStyles };
  return (
    <FloatingPortal root={getFloatingLayer()}>
      <Suspense
        fallback={
          // The bare frame, with a spinner, while the panel's body arrives; the dialog and its focus come with it.
          <Panel
            ref={setFloating}
            id={panelId}
            style={style}
            dir={theme.direction}
            data-placement={actualPlacement}
            aria-busy="true"
          >
            <PanelLoading>
              <Spinner size="sm" aria-label={body.strings.loading} />
            </PanelLoading>
          </Panel>
        }
      >
        <activitiesPanelPart.Part
          {...body}
          style={style}
          direction={theme.direction}
          context={context}
          setFloating={setFloating}
          getFloatingProps={getFloatingProps}
          placement={actualPlacement}
        />
      </Suspense>
    </FloatingPortal>
  );
}
