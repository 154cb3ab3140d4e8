import { Suspense, useRef, useState, type ReactNode } from 'react';
import { faUser } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import { lazyPart, usePreloadOnIntent } from '../lazy-part';
import type { PopoverPlacementOptions } from '../popover/usePopoverPanel';
import { usePopoverTrigger } from '../popover/usePopoverTrigger';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import type { ActivityItem } from './ActivityList';
import type { ActivityTimeFormatter } from './formatActivityTime';
import { Trigger, TriggerBadge } from './ActivitiesDropdown.styles';
import { activitiesPanelPart } from './activitiesPanelPart';
import { activitiesTriggerLabel, useActivities, type UseActivitiesOptions } from './useActivities';
import { translateStrings, useTranslation } from '../i18n';

// Positioning, the fade, the tabs and the list load on first use: until then only the trigger is needed. The
// frame and the panel's body are two parts, so the frame can show a spinner while the body arrives.
const popup = lazyPart(() => import('./ActivitiesPopup').then((module) => module.ActivitiesPopup));
// Both at once, so a first open does not wait for one download after the other.
const preloadParts = () => Promise.all([popup.preload(), activitiesPanelPart.preload()]);

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
  placement?: PopoverPlacementOptions['placement'];
  className?: string;
}

/**
 * The header's activities dropdown: a badge on the trigger that resets to 0 on open, a tab per
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
  const { t } = useTranslation();
  const strings = { ...translateStrings(defaultStrings, t), ...stringsProp };
  const activities = useActivities(options);
  const { state, triggerProps, panelId } = usePopoverTrigger({
    isOpen: activities.isOpen,
    onOpenChange: (isOpen) => {
      // Also retries a load that failed on an earlier open.
      if (isOpen) void preloadParts();
      activities.setOpen(isOpen);
    },
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  usePreloadOnIntent(triggerRef, preloadParts);
  // The panel outlives `isOpen` while it fades out; the popup reports when it is gone.
  const [isPopupPresent, setPopupPresent] = useState(false);

  return (
    <>
      <Trigger
        ref={triggerRef}
        {...triggerProps}
        className={className}
        aria-label={triggerLabel(activities.count)}
        icon={icon}
      >
        <TriggerBadge count={activities.count} variant="danger" />
      </Trigger>
      {(activities.isOpen || isPopupPresent) && (
        // A panel whose code could not load closes again, leaving the page as it was.
        <WidgetErrorBoundary
          fallback={() => null}
          onError={() => {
            activities.close();
            setPopupPresent(false);
          }}
        >
          <Suspense fallback={null}>
            <popup.Part
              state={state}
              panelId={panelId}
              triggerRef={triggerRef}
              placement={placement}
              onPresenceChange={setPopupPresent}
              activities={activities}
              types={options.types}
              items={items}
              isLoading={isLoading}
              error={error}
              strings={strings}
              now={now}
              formatTime={formatTime}
            />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </>
  );
}
