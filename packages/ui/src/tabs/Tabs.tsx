import { TabList, type TabListProps } from './TabList';
import { TabPanel } from './TabPanel';
import { TabsRoot } from './Tabs.styles';
import { useTabs, type UseTabsOptions } from './useTabs';

/** Props of {@link Tabs}. */
export interface TabsProps extends UseTabsOptions, Omit<TabListProps, 'state' | 'className'> {
  className?: string;
}

/**
 * Tabs with their panel: WAI-ARIA keyboard support from react-aria (arrows, Home, End, automatic or manual
 * activation), controlled or uncontrolled selection, disabled tabs, icons and badges.
 */
export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled,
  className,
  orientation = 'horizontal',
  ...listProps
}: TabsProps) {
  const state = useTabs({ items, selectedKey, defaultSelectedKey, onSelectionChange, isDisabled });
  return (
    <TabsRoot className={className} $orientation={orientation}>
      <TabList {...listProps} state={state} orientation={orientation} />
      <TabPanel state={state} />
    </TabsRoot>
  );
}
