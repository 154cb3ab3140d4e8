import { lazy, Suspense, type ReactNode } from 'react';
import { FloatingPortal, useTransitionStyles, type Placement } from '@floating-ui/react';
import { faUser } from '@fortawesome/free-solid-svg-icons';
import { useTheme } from 'styled-components';
import { Icon } from '../icon';
import { usePopover } from '../popover';
import { getFloatingLayer } from '../popover/floatingLayer';
import { Spinner } from '../spinner';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import type { ActivityItem } from './ActivityList';
import type { ActivityTimeFormatter } from './formatActivityTime';
import { Panel, PanelLoading, Trigger, TriggerBadge } from './ActivitiesDropdown.styles';
import {
  activitiesTriggerLabel,
  fadeDuration,
  useActivities,
  type UseActivitiesOptions,
} from './useActivities';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

// The tabs, the list and its date formatting load on first open: until then only the trigger is needed.
let LazyActivitiesPanel = lazyActivitiesPanel();

/** React keeps a failed load's error for good, so a failure (e.g. offline) swaps in a fresh loader for the next open. */
function lazyActivitiesPanel() {
  return lazy(() =>
    import('./ActivitiesPanel').then(
      (module) => ({ default: module.ActivitiesPanel }),
      (error: unknown) => {
        LazyActivitiesPanel = lazyActivitiesPanel();
        throw error;
      },
    ),
  );
}

/** User-facing text of {@link ActivitiesDropdown}; every entry has an English default. */
export interface ActivitiesStrings {
  /** Names the panel for screen readers. */
  panel: string;
  /** Names the row of tabs for screen readers. */
  types: string;
  lastUpdated: string;
  refresh: string;
  loading: string;
  /** Shown instead of the list when loading failed; keep it friendly, the raw error is not shown. */
  error: string;
  retry: string;
  empty: string;
  unread: string;
}

const defaultStrings: ActivitiesStrings = {
  panel: 'Activities',
  types: 'Activity types',
  lastUpdated: 'Last updated:',
  refresh: 'Refresh',
  loading: 'Loading activities…',
  error: 'Activities could not be loaded. Please try again.',
  retry: 'Retry',
  empty: 'No activities',
  unread: 'Unread',
};

/** Props of {@link ActivitiesDropdown}. */
export interface ActivitiesDropdownProps extends UseActivitiesOptions {
  /** Entries of the selected type, loaded by the caller when `onSelectedTypeChange` reports a new type. */
  items?: readonly ActivityItem[];
  /** The selected type's entries are loading. */
  isLoading?: boolean;
  /** The last load failed: a friendly message and a Retry button (which calls `onRefresh`) replace the list. */
  error?: Error | null;
  /** Icon of the header trigger; a user silhouette by default. */
  icon?: ReactNode;
  /** Accessible name of the trigger for a badge count. Default "Activities, 21 new". */
  triggerLabel?: (count: number) => string;
  strings?: Partial<ActivitiesStrings>;
  /** Reference time for the entries' relative times; the current time when omitted. */
  now?: Date;
  formatTime?: ActivityTimeFormatter;
  /** Side of the trigger the panel opens on. Default `bottom-start`. */
  placement?: Placement;
  className?: string;
}

/**
 * The header's activities dropdown (spec §2): a badge on the trigger that resets to 0 on open, a tab per
 * activity type, the selected type's entries, and a "last updated" line with a refresh button. Escape, a press
 * outside or tabbing away close it with a 150 ms fade, and focus goes back to the trigger.
 */
export function ActivitiesDropdown({
  items = [],
  isLoading = false,
  error,
  icon = <Icon icon={faUser} />,
  triggerLabel = activitiesTriggerLabel,
  strings: stringsProp,
  now,
  formatTime,
  placement = 'bottom-start',
  className,
  ...options
}: ActivitiesDropdownProps) {
  const strings = { ...defaultStrings, ...stringsProp };
  const theme = useTheme();
  const activities = useActivities(options);
  const {
    setReference,
    setFloating,
    floatingStyles,
    context,
    placement: actualPlacement,
    getReferenceProps,
    getFloatingProps,
  } = usePopover({
    isOpen: activities.isOpen,
    onOpenChange: activities.setOpen,
    placement,
    offset: 4,
  });
  const prefersReducedMotion = usePrefersReducedMotion();
  const { isMounted, styles: fadeStyles } = useTransitionStyles(context, {
    duration: fadeDuration(theme.motion.fade, prefersReducedMotion),
    initial: { opacity: 0 },
  });

  return (
    <>
      <Trigger
        ref={setReference}
        {...getReferenceProps()}
        className={className}
        aria-label={triggerLabel(activities.count)}
        icon={icon}
      >
        <TriggerBadge count={activities.count} variant="danger" />
      </Trigger>
      {isMounted && (
        <FloatingPortal root={getFloatingLayer()}>
          {/* A panel whose code could not load closes again, leaving the page as it was. */}
          <WidgetErrorBoundary fallback={() => null} onError={activities.close}>
            <Suspense
              fallback={
                // The bare frame, with a spinner, while the panel's code arrives; the dialog and its focus come with it.
                <Panel
                  ref={setFloating}
                  id={context.floatingId}
                  style={{ ...floatingStyles, ...fadeStyles }}
                  dir={theme.direction}
                  data-placement={actualPlacement}
                  aria-busy="true"
                >
                  <PanelLoading>
                    <Spinner size="sm" aria-label={strings.loading} />
                  </PanelLoading>
                </Panel>
              }
            >
              <LazyActivitiesPanel
                activities={activities}
                types={options.types}
                items={items}
                isLoading={isLoading}
                error={error}
                strings={strings}
                now={now}
                formatTime={formatTime}
                style={{ ...floatingStyles, ...fadeStyles }}
                direction={theme.direction}
                context={context}
                setFloating={setFloating}
                getFloatingProps={getFloatingProps}
                placement={actualPlacement}
              />
            </Suspense>
          </WidgetErrorBoundary>
        </FloatingPortal>
      )}
    </>
  );
}
