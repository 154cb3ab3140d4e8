import { createElement, useMemo, type ReactNode } from 'react';
import { Item, useTabListState, type ItemProps, type Key, type TabListState } from 'react-stately';

/** One tab: its label (with optional icon and badge), its panel content, and whether it can be chosen. */
export interface TabItem {
  /** Stable identity, used by `selectedKey` and `onSelectionChange`. */
  key: Key;
  title: ReactNode;
  /** Plain text of the title, for type-to-select, when `title` is not a string. */
  textValue?: string;
  /** What the tab panel shows while this tab is selected. */
  content?: ReactNode;
  /** Drawn before the title; decorative, so give it `aria-hidden`. */
  icon?: ReactNode;
  /** Small count or marker drawn after the title; it is part of the tab's accessible name. */
  badge?: ReactNode;
  isDisabled?: boolean;
}

/** Options of {@link useTabs}. */
export interface UseTabsOptions {
  items: readonly TabItem[];
  /** Selected tab (controlled). */
  selectedKey?: Key;
  /** Initially selected tab (uncontrolled); the first enabled tab when omitted. */
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** Disables every tab. */
  isDisabled?: boolean;
}

/** Selection state of a set of tabs built from an `items` array; pass it to `TabList` and `TabPanel`. */
export function useTabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled,
}: UseTabsOptions): TabListState<TabItem> {
  const disabledKeys = useMemo(
    () => items.filter((item) => item.isDisabled).map((item) => item.key),
    [items],
  );
  // Chosen up front: react-stately would otherwise pick it in an effect, after a first render with no selection.
  const firstEnabledKey = items.find((item) => !item.isDisabled)?.key ?? items[0]?.key;
  const state: TabListState<TabItem> = useTabListState<TabItem>({
    items,
    disabledKeys,
    selectedKey,
    defaultSelectedKey: defaultSelectedKey ?? firstEnabledKey,
    // react-stately also reports re-selecting the current tab (e.g. when focus returns to it); only changes count.
    onSelectionChange: (key) => {
      if (key !== state.selectedKey) onSelectionChange?.(key);
    },
    isDisabled,
    children: (item) =>
      createElement<ItemProps<TabItem>>(Item, {
        key: item.key,
        textValue: item.textValue ?? (typeof item.title === 'string' ? item.title : undefined),
        children: item.title,
      }),
  });
  return state;
}
