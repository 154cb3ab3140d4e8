import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-stately';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabList } from './TabList';
import { TabPanel } from './TabPanel';
import { Tabs } from './Tabs';
import { useTabs, type TabItem } from './useTabs';

const icon = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor">
    <path d={d} />
  </svg>
);

const feeds: TabItem[] = [
  {
    key: 'stats',
    title: 'Live stats',
    icon: icon('M1 14h14v1H1zM2 9h2v4H2zm4-4h2v8H6zm4 2h2v6h-2zm4-5h1v11h-1z'),
    content: 'Visitors right now, refreshed every 1.5 s.',
  },
  {
    key: 'social',
    title: 'Social network',
    icon: icon('M8 1a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM2 15c0-3.3 2.7-6 6-6s6 2.7 6 6z'),
    badge: 3,
    content: 'Followers, mentions and shares.',
  },
  {
    key: 'revenue',
    title: 'Revenue',
    icon: icon(
      'M7 1h2v2.1c1.7.3 3 1.4 3 2.9h-2c0-.6-.9-1-2-1s-2 .4-2 1 .9 1 2 1c2.2 0 4 1.3 4 3 0 1.5-1.3 2.6-3 2.9V15H7v-2.1C5.3 12.6 4 11.5 4 10h2c0 .6.9 1 2 1s2-.4 2-1-.9-1-2-1c-2.2 0-4-1.3-4-3 0-1.5 1.3-2.6 3-2.9z',
    ),
    content: 'Target, actual and sign-ups per month.',
  },
];

const sections: TabItem[] = [
  { key: 'profile', title: 'Profile', content: 'Name, picture and contact details.' },
  { key: 'security', title: 'Security', content: 'Password and two-step sign-in.' },
  { key: 'billing', title: 'Billing', isDisabled: true, content: 'Invoices and payment methods.' },
  { key: 'alerts', title: 'Alerts', content: 'Which notices reach you, and how.' },
];

const meta = {
  title: 'Controls/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    items: sections,
    'aria-label': 'Account settings',
    variant: 'tabs',
    size: 'md',
    orientation: 'horizontal',
    keyboardActivation: 'automatic',
    isDisabled: false,
    onSelectionChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['tabs', 'pills'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    items: { control: false },
    selectedKey: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: 'Security' });
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Security' })).toHaveTextContent('Password');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('security');
    // Billing is disabled, so the arrow skips it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Alerts' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  },
};

export const Pills: Story = {
  args: { variant: 'pills', items: feeds, 'aria-label': 'Live feeds' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Revenue/ }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Target, actual');
  },
};

export const IconsAndBadges: Story = {
  args: { items: feeds, 'aria-label': 'Live feeds' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Social network 3' })).toBeVisible();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowRight}');
    const security = canvas.getByRole('tab', { name: 'Security' });
    await expect(security).toHaveFocus();
    await expect(security).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(security).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Compact: Story = { args: { size: 'sm', items: feeds, 'aria-label': 'Live feeds' } };

export const AllDisabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const alerts = within(canvasElement).getByRole('tab', { name: 'Alerts' });
    await expect(alerts).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(alerts, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [selectedKey, setSelectedKey] = useState<Key>('alerts');
    return (
      <>
        <Tabs {...args} selectedKey={selectedKey} onSelectionChange={setSelectedKey} />
        <p>Selected: {String(selectedKey)}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await expect(canvas.getByText('Selected: security')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  },
};

const WidgetHeader = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline-start: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.widgetHeader.text};
  background: ${({ theme }) => theme.colors.widgetHeader.background};
  border: 1px solid ${({ theme }) => theme.colors.widgetHeader.border};
`;

const WidgetTitle = styled.h2`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const WidgetBody = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.widgetHeader.border};
  border-block-start: 0;
`;

/** The live-feeds layout: compact tabs in the widget header, the panel in the widget body. */
export const InWidgetHeader: Story = {
  render: function LiveFeeds(args) {
    const state = useTabs({ items: feeds, onSelectionChange: args.onSelectionChange });
    return (
      <section aria-labelledby="live-feeds-title">
        <WidgetHeader>
          <WidgetTitle id="live-feeds-title">Live feeds</WidgetTitle>
          <TabList state={state} size="sm" aria-labelledby="live-feeds-title" isIconOnlyOnPhone />
        </WidgetHeader>
        <WidgetBody>
          <TabPanel state={state} />
        </WidgetBody>
      </section>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Live stats' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel', { name: 'Revenue' })).toHaveTextContent('sign-ups');
  },
};
