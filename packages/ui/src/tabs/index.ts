export { Tabs, type TabsProps } from './Tabs';
export { TabList, type TabListProps } from './TabList';
export { TabPanel, type TabPanelProps } from './TabPanel';
export type { TabsOrientation, TabsSize, TabsVariant } from './Tabs.styles';
export { useTabs, type TabItem, type UseTabsOptions } from './useTabs';
