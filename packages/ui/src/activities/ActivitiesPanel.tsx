import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { FloatingFocusManager } from '@floating-ui/react';
import { faArrowsRotate, faTriangleExclamation } from '@fortawesome/free-solid-svg-icons';
import { useDateFormatter, useNumberFormatter } from 'react-aria';
import { Button } from '../button';
import { Icon } from '../icon';
import type { PopoverPanelAria } from '../popover/usePopoverPanel';
import { Spinner } from '../spinner';
import { TabList, useTabs, type TabItem } from '../tabs';
import type { ActivitiesStrings } from './ActivitiesDropdown';
import { Panel } from './ActivitiesPopup.styles';
import { ActivityList, type ActivityItem } from './ActivityList';
import { Footer, Message, PlainBody, ScrollPanel, TabStrip } from './ActivitiesPanel.styles';
import type { ActivityTimeFormatter } from './formatActivityTime';
import type { ActivitiesState, ActivityType } from './useActivities';

// Formatting an invalid date throws; a bad `lastUpdated` from a caller must not take the header down.
const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/** Props of {@link ActivitiesPanel}: the dropdown's state and popover wiring, and what to show. */
export interface ActivitiesPanelProps extends Pick<
  PopoverPanelAria,
  'context' | 'setFloating' | 'getFloatingProps' | 'placement'
> {
  activities: ActivitiesState;
  types: readonly ActivityType[];
  items: readonly ActivityItem[];
  isLoading: boolean;
  error?: Error | null;
  strings: ActivitiesStrings;
  now?: Date;
  formatTime?: ActivityTimeFormatter;
  /** Position and fade of the panel. */
  style: CSSProperties;
  direction: 'ltr' | 'rtl';
}

/**
 * The open activities panel: a tab per type, the selected type's entries and the "last updated" footer.
 * `ActivitiesDropdown` loads it on first open, so a closed dropdown costs only its trigger.
 */
export function ActivitiesPanel({
  activities,
  types,
  items,
  isLoading,
  error,
  strings,
  now,
  formatTime,
  style,
  direction,
  context,
  setFloating,
  getFloatingProps,
  placement,
}: ActivitiesPanelProps) {
  const numberFormatter = useNumberFormatter();
  const tabItems = useMemo<TabItem[]>(
    () =>
      types.map(({ type, title, count }) => ({
        key: type,
        title: `${title} (${numberFormatter.format(count)})`,
      })),
    [types, numberFormatter],
  );
  const tabs = useTabs({
    items: tabItems,
    selectedKey: activities.selectedType ?? undefined,
    onSelectionChange: (key) => activities.setSelectedType(String(key)),
  });
  // The app's date format (as in messages, to-dos and charts: "Nov 20, 2026"), with the time of day.
  const dateFormatter = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short' });

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
    <FloatingFocusManager context={context} modal={false}>
      <Panel
        ref={setFloating}
        style={style}
        dir={direction}
        data-placement={placement}
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
  );
}
