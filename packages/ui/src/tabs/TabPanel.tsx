import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useTabPanel } from 'react-aria';
import type { TabListState } from 'react-stately';
import { TabPanelRoot } from './Tabs.styles';
import { usePanelTabIndex } from './usePanelTabIndex';
import type { TabItem } from './useTabs';

/** Props of {@link TabPanel}. */
export interface TabPanelProps {
  /** The same state the `TabList` was given. */
  state: TabListState<TabItem>;
  /** Content to show instead of the selected item's `content`. */
  children?: ReactNode;
  /** Drop the panel's own padding where its container already has some, e.g. as a widget's body. */
  isFlush?: boolean;
  className?: string;
}

/** The panel of the selected tab, labelled by that tab; render it after its `TabList`. */
export function TabPanel(props: TabPanelProps) {
  // react-aria fixes a panel's id on its first render, so each tab gets a fresh panel that its aria-controls matches.
  return <SelectedTabPanel key={String(props.state.selectedKey)} {...props} />;
}

const noElement = { current: null };

function SelectedTabPanel({ state, children, isFlush = false, className }: TabPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // react-aria's panel looks for something to focus inside after every render, in a way that makes the browser
  // compute styles mid-commit; given no element, it leaves that to `usePanelTabIndex`.
  const { tabPanelProps } = useTabPanel({}, state, noElement);
  const tabIndex = usePanelTabIndex(ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <TabPanelRoot
      {...mergeProps(tabPanelProps, focusProps)}
      tabIndex={tabIndex}
      ref={ref}
      className={className}
      $isFocusVisible={isFocusVisible}
      $isFlush={isFlush}
    >
      {children ?? state.selectedItem?.value?.content}
    </TabPanelRoot>
  );
}
