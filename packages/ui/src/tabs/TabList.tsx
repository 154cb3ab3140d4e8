import { useRef } from 'react';
import { mergeProps, useFocusRing, useTab, useTabList } from 'react-aria';
import type { Node, TabListState } from 'react-stately';
import {
  TabBadge,
  TabButton,
  TabListRoot,
  TabTitle,
  type TabsOrientation,
  type TabsSize,
  type TabsVariant,
} from './Tabs.styles';
import type { TabItem } from './useTabs';

/** Props of {@link TabList}. */
export interface TabListProps {
  /** State from `useTabs`, shared with the matching `TabPanel`. */
  state: TabListState<TabItem>;
  variant?: TabsVariant;
  size?: TabsSize;
  orientation?: TabsOrientation;
  /** `automatic` selects a tab as focus reaches it; `manual` waits for Enter or Space. */
  keyboardActivation?: 'automatic' | 'manual';
  /** On a phone, tabs that have an icon show it alone; the title still names the tab. For crowded rows. */
  isIconOnlyOnPhone?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The row (or column) of tabs on its own, for layouts that put the tabs apart from their panel,
 * such as a widget header. Arrow keys, Home and End move between tabs, skipping disabled ones.
 */
export function TabList({
  state,
  variant = 'tabs',
  size = 'md',
  orientation = 'horizontal',
  keyboardActivation = 'automatic',
  isIconOnlyOnPhone = false,
  className,
  ...labelling
}: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ ...labelling, orientation, keyboardActivation }, state, ref);
  return (
    <TabListRoot
      {...tabListProps}
      ref={ref}
      className={className}
      $variant={variant}
      $orientation={orientation}
    >
      {[...state.collection].map((node) => (
        <Tab
          key={node.key}
          node={node}
          state={state}
          variant={variant}
          size={size}
          orientation={orientation}
          isIconOnlyOnPhone={isIconOnlyOnPhone}
        />
      ))}
    </TabListRoot>
  );
}

interface TabProps {
  node: Node<TabItem>;
  state: TabListState<TabItem>;
  variant: TabsVariant;
  size: TabsSize;
  orientation: TabsOrientation;
  isIconOnlyOnPhone: boolean;
}

function Tab({ node, state, variant, size, orientation, isIconOnlyOnPhone }: TabProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected, isDisabled } = useTab({ key: node.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const item = node.value;
  return (
    <TabButton
      {...mergeProps(tabProps, focusProps)}
      ref={ref}
      $variant={variant}
      $size={size}
      $orientation={orientation}
      $isSelected={isSelected}
      $isDisabled={isDisabled}
      $isFocusVisible={isFocusVisible}
    >
      {item?.icon}
      <TabTitle $isHiddenOnPhone={isIconOnlyOnPhone && item?.icon != null}>{node.rendered}</TabTitle>
      {item?.badge != null && (
        <TabBadge $isInverted={isSelected && variant === 'pills'}>{item.badge}</TabBadge>
      )}
    </TabButton>
  );
}
