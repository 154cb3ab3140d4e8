import { useMemo, type ReactNode } from 'react';
import {
  FloatingFocusManager,
  FloatingPortal,
  useTransitionStyles,
  type Placement,
} from '@floating-ui/react';
import { faArrowsRotate, faTriangleExclamation, faUser } from '@fortawesome/free-solid-svg-icons';
import { useDateFormatter, useNumberFormatter } from 'react-aria';
import { useTheme } from 'styled-components';
import { Button } from '../button';
import { Icon } from '../icon';
import { usePopover } from '../popover';
import { getFloatingLayer } from '../popover/floatingLayer';
import { Spinner } from '../spinner';
import { TabList, useTabs, type TabItem } from '../tabs';
import { ActivityList, type ActivityItem } from './ActivityList';
import type { ActivityTimeFormatter } from './formatActivityTime';
import {
  Footer,
  Message,
  Panel,
  PlainBody,
  ScrollPanel,
  TabStrip,
  Trigger,
  TriggerBadge,
} from './ActivitiesDropdown.styles';
import {
  activitiesTriggerLabel,
  fadeDuration,
  useActivities,
  type UseActivitiesOptions,
} from './useActivities';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

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

// Formatting an invalid date throws; a bad `lastUpdated` from a caller must not take the header down.
const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

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

  const numberFormatter = useNumberFormatter();
  const tabItems = useMemo<TabItem[]>(
    () =>
      options.types.map(({ type, title, count }) => ({
        key: type,
        title: `${title} (${numberFormatter.format(count)})`,
      })),
    [options.types, numberFormatter],
  );
  const tabs = useTabs({
    items: tabItems,
    selectedKey: activities.selectedType ?? undefined,
    onSelectionChange: (key) => activities.setSelectedType(String(key)),
  });
  const dateFormatter = useDateFormatter({ dateStyle: 'short', timeStyle: 'short' });

  let content: ReactNode;
  if (isLoading) {
    content = (
      <Message>
        <Spinner label={strings.loading} />
      </Message>
    );
  } else if (error) {
    content = (
      <Message>
        <Icon icon={faTriangleExclamation} />
        <p role="alert">{strings.error}</p>
        <Button size="sm" onPress={activities.refresh}>
          {strings.retry}
        </Button>
      </Message>
    );
  } else if (items.length === 0) {
    content = (
      <Message>
        <p>{strings.empty}</p>
      </Message>
    );
  } else {
    content = <ActivityList items={items} now={now} formatTime={formatTime} unreadLabel={strings.unread} />;
  }

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
          <FloatingFocusManager context={context} modal={false}>
            <Panel
              ref={setFloating}
              style={{ ...floatingStyles, ...fadeStyles }}
              dir={theme.direction}
              data-placement={actualPlacement}
              {...getFloatingProps({ 'aria-label': strings.panel })}
            >
              {tabItems.length > 0 ? (
                <>
                  <TabStrip>
                    <TabList state={tabs} size="sm" aria-label={strings.types} />
                  </TabStrip>
                  <ScrollPanel state={tabs}>{content}</ScrollPanel>
                </>
              ) : (
                <PlainBody>{content}</PlainBody>
              )}
              <Footer>
                <span role="status">
                  {strings.lastUpdated}{' '}
                  {isValidDate(activities.lastUpdated) && (
                    <time dateTime={activities.lastUpdated.toISOString()}>
                      {dateFormatter.format(activities.lastUpdated)}
                    </time>
                  )}
                </span>
                <Button
                  size="xs"
                  aria-label={strings.refresh}
                  icon={<Icon icon={faArrowsRotate} isSpinning={activities.isRefreshing} />}
                  onPress={activities.refresh}
                />
              </Footer>
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
