import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivitiesDropdown, type ActivitiesDropdownProps } from './ActivitiesDropdown';
import {
  ACTIVITY_SAMPLE_LAST_UPDATED,
  ACTIVITY_SAMPLE_NOW,
  activitySampleItems,
  activitySampleTypes,
} from './activitySample';

/** Loads the selected type's entries from the sample, as a page would from its data hook. */
function SampleActivities(args: ActivitiesDropdownProps) {
  const [type, setType] = useState(args.defaultSelectedType ?? args.types[0]?.type ?? '');
  return (
    <ActivitiesDropdown
      {...args}
      items={args.items ?? activitySampleItems[type] ?? []}
      onSelectedTypeChange={(next) => {
        setType(next);
        args.onSelectedTypeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Layout/ActivitiesDropdown',
  component: ActivitiesDropdown,
  tags: ['autodocs'],
  render: (args) => <SampleActivities {...args} />,
  args: {
    types: activitySampleTypes,
    defaultCount: 21,
    now: ACTIVITY_SAMPLE_NOW,
    defaultLastUpdated: ACTIVITY_SAMPLE_LAST_UPDATED,
    isLoading: false,
    placement: 'bottom-start',
    onOpenChange: fn(),
    onCountChange: fn(),
    onSelectedTypeChange: fn(),
    onRefresh: fn(),
  },
  argTypes: {
    types: { control: 'object' },
    items: { control: 'object' },
    defaultCount: { control: { type: 'number', min: 0 } },
    isLoading: { control: 'boolean' },
    error: { control: false },
    icon: { control: false },
    now: { control: false },
    defaultLastUpdated: { control: false },
    placement: { control: 'select', options: ['bottom-start', 'bottom', 'bottom-end'] },
    strings: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivitiesDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const panel = () => body.getByRole('dialog', { name: 'Activities' });

/** The open panel, once its fade-in has made it visible. */
async function shownPanel() {
  const dialog = await body.findByRole('dialog', { name: 'Activities' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Closed, with the static badge of 21; opening resets it, arrows switch tabs, Escape closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Activities, 21 new' });
    await expect(within(trigger).getByText('21')).toBeVisible();
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Activities' });
    await expect(trigger).toHaveAccessibleName('Activities, 0 new');
    await expect(within(trigger).getByText('0')).toBeVisible();
    await expect(args.onCountChange).toHaveBeenLastCalledWith(0);
    const messages = body.getByRole('tab', { name: 'Msgs (14)' });
    await waitFor(() => expect(messages).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const notify = body.getByRole('tab', { name: 'Notify (3)' });
    await expect(notify).toHaveFocus();
    await expect(notify).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectedTypeChange).toHaveBeenLastCalledWith('notify');
    await expect(await body.findByText('Backup completed')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives focus back a frame after the popup unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The badge stays at 0 after closing.
    await expect(trigger).toHaveAccessibleName('Activities, 0 new');
  },
};

export const OpenWithMessages: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await shownPanel();
    const entries = within(dialog).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    await expect(entries[0]).toHaveTextContent('Unread: Maya Lindqvist');
    await expect(entries[0]).toHaveTextContent('12 minutes ago');
    await expect(within(dialog).getByRole('link', { name: 'Maya Lindqvist' })).toBeVisible();
  },
};

export const Tasks: Story = {
  args: { defaultOpen: true, defaultSelectedType: 'tasks' },
  play: async () => {
    const dialog = await shownPanel();
    await expect(within(dialog).getByRole('tab', { name: 'Tasks (4)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Unread: Prepare the 4.2 release notes' }),
    ).toHaveAttribute('aria-valuenow', '90');
  },
};

export const Refresh: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await shownPanel();
    const status = body.getByRole('status');
    const before = status.textContent;
    await expect(before).toContain('Last updated: Mar 2, 2026');
    await userEvent.click(body.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(status.textContent).not.toBe(before));
  },
};

export const OutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Activities/ }));
    await body.findByRole('dialog', { name: 'Activities' });
    await userEvent.click(body.getByText(/^The quarterly figures are in/));
    await expect(panel()).toBeInTheDocument();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, isLoading: true },
  play: async () => {
    const dialog = await shownPanel();
    await expect(within(dialog).getByRole('progressbar', { name: 'Loading activities…' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { defaultOpen: true, error: new Error('Request failed with status 503') },
  play: async ({ args }) => {
    await shownPanel();
    const alert = body.getByRole('alert');
    await expect(alert).toHaveTextContent('Activities could not be loaded. Please try again.');
    await expect(panel()).not.toHaveTextContent('503');
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, items: [] },
  play: async () => {
    await shownPanel();
    await expect(body.getByText('No activities')).toBeVisible();
    await expect(body.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Activities/ });
    const dialog = await shownPanel();
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    // "start" is the right-hand edge in right-to-left layouts.
    await waitFor(() =>
      expect(
        Math.abs(dialog.getBoundingClientRect().right - trigger.getBoundingClientRect().right),
      ).toBeLessThan(2),
    );
  },
};
