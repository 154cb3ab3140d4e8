import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { faGear, faTable } from '@fortawesome/free-solid-svg-icons';
import { Button } from '../button';
import { Icon } from '../icon';
import { TabList, TabPanel, useTabs, type TabItem } from '../tabs';
import { Widget, type WidgetProps } from './Widget';
import { widgetColorNames } from './widgetColors';

const meta = {
  title: 'Widgets/Widget',
  component: Widget,
  tags: ['autodocs'],
  args: {
    defaultTitle: 'Recent orders',
    icon: <Icon icon={faTable} />,
    headingLevel: 2,
    defaultCollapsed: false,
    defaultColor: 'default',
    children: <p style={{ margin: 0 }}>12 orders came in today; 3 are waiting for payment.</p>,
    onTitleChange: fn(),
    onColorChange: fn(),
    onCollapsedChange: fn(),
    onDelete: fn(),
  },
  argTypes: {
    defaultColor: { control: 'select', options: widgetColorNames },
    color: { control: 'select', options: widgetColorNames },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    refreshInterval: { control: { type: 'number', min: 0, step: 500 } },
    icon: { control: false },
    toolbar: { control: false },
    footer: { control: 'text' },
    children: { control: false },
    load: { control: false },
    customButtons: { control: false },
    labels: { control: 'object' },
  },
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const buttonIn = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Collapse and expand with the mouse, then operate the widget from the keyboard alone. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recent orders' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent orders' })).toBeInTheDocument();
    const collapse = buttonIn(canvasElement, 'Collapse');
    const content = canvas.getByText(/12 orders came in today/);
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(collapse.getAttribute('aria-controls')!)).toContainElement(content);
    await userEvent.click(collapse);
    await expect(collapse).toHaveAttribute('aria-expanded', 'false');
    await expect(collapse).toHaveAccessibleName('Expand');
    await waitFor(() => expect(content).not.toBeVisible());
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    // Keyboard: Tab reaches the header buttons in order; Enter and Space press them.
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(content).toBeVisible());
    await userEvent.keyboard(' ');
    await expect(collapse).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await expect(buttonIn(canvasElement, 'Full screen')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(buttonIn(canvasElement, 'Delete')).toHaveFocus();
  },
};

export const NoButtons: Story = {
  args: { buttons: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const SomeButtons: Story = {
  args: { buttons: { edit: false, color: false, fullScreen: false } },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual(['Collapse', 'Delete']);
  },
};

/** Every widget colour on its header; the picker stores the name (e.g. `successDark`), not the colour. */
export const Colours: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}>
      {widgetColorNames.map((name) => (
        <Widget key={name} {...args} defaultTitle={name} defaultColor={name} buttons={{ delete: false }}>
          Header colour “{name}”.
        </Widget>
      ))}
    </div>
  ),
};

export const Recolour: Story = {
  play: async ({ canvasElement, args }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Recent orders' });
    const before = getComputedStyle(heading.parentElement!).backgroundColor;
    await userEvent.click(buttonIn(canvasElement, 'Colour'));
    const picker = await body.findByRole('radiogroup', { name: 'Colour' });
    await userEvent.click(within(picker).getByRole('radio', { name: 'Dark green' }));
    await expect(args.onColorChange).toHaveBeenLastCalledWith('successDark');
    await waitFor(() => expect(getComputedStyle(heading.parentElement!).backgroundColor).not.toBe(before));
    // Arrow keys move through the palette and apply at once.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onColorChange).toHaveBeenLastCalledWith('warning');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('radiogroup')).not.toBeInTheDocument());
  },
};

export const RenameInEditBox: Story = {
  play: async ({ canvasElement, args }) => {
    const edit = buttonIn(canvasElement, 'Edit');
    await userEvent.click(edit);
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const title = await within(canvasElement).findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.clear(title);
    await userEvent.type(title, 'Orders today{Enter}');
    await expect(within(canvasElement).getByRole('heading', { name: 'Orders today' })).toBeInTheDocument();
    await expect(args.onTitleChange).toHaveBeenLastCalledWith('Orders today');
    await expect(edit).toHaveAttribute('aria-expanded', 'false');
    await expect(edit).toHaveFocus();
  },
};

/** Fills the window above the page; the button or Escape restores it and focus goes back to the button. */
export const FullScreen: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent orders' });
    const viewport = document.documentElement;
    const enter = buttonIn(canvasElement, 'Full screen');
    await userEvent.click(enter);
    // The pointer leaves, so no hover tooltip is open to take the Escape below for itself.
    await userEvent.unhover(enter);
    await expect(enter).toHaveAccessibleName('Exit full screen');
    await expect(region.getBoundingClientRect().width).toBeGreaterThanOrEqual(viewport.clientWidth - 1);
    await expect(region.getBoundingClientRect().height).toBeGreaterThanOrEqual(viewport.clientHeight - 1);
    await userEvent.click(enter);
    await userEvent.unhover(enter);
    await expect(enter).toHaveAccessibleName('Full screen');
    await expect(enter).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(enter).toHaveAccessibleName('Exit full screen');
    await userEvent.keyboard('{Escape}');
    await expect(enter).toHaveAccessibleName('Full screen');
    await expect(enter).toHaveFocus();
    await expect(region.getBoundingClientRect().height).toBeLessThan(viewport.clientHeight);
  },
};

export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(buttonIn(canvasElement, 'Delete'));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this widget?' });
    await expect(dialog).toHaveTextContent('Warning: This action cannot be undone!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Recent orders' })).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(buttonIn(canvasElement, 'Delete'));
    await userEvent.click(await body.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const CollapsedByDefault: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    await expect(buttonIn(canvasElement, 'Expand')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByText(/12 orders came in today/)).not.toBeVisible();
  },
};

const feeds: TabItem[] = [
  { key: 'stats', title: 'Live stats', content: 'Visitors right now, refreshed every 1.5 s.' },
  { key: 'social', title: 'Social network', content: 'Followers, mentions and shares.' },
  { key: 'revenue', title: 'Revenue', content: 'Target, actual and sign-ups per month.' },
];

function LiveFeeds(args: WidgetProps) {
  const state = useTabs({ items: feeds });
  return (
    <Widget {...args} toolbar={<TabList state={state} size="sm" aria-label="Feeds" />}>
      <TabPanel state={state} />
    </Widget>
  );
}

export const WithToolbarTabs: Story = {
  args: { defaultTitle: 'Live feeds', defaultColor: 'dark' },
  render: (args) => <LiveFeeds {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Revenue' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Target, actual and sign-ups');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Social network' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithFooter: Story = {
  args: { footer: 'Updated 2 minutes ago' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Updated 2 minutes ago')).toBeVisible();
  },
};

function ordersLoader(outcomes: ('ok' | 'fail')[]) {
  let call = 0;
  return async () => {
    const outcome = outcomes[Math.min(call, outcomes.length - 1)];
    call += 1;
    await sleep(150);
    if (outcome === 'fail') throw new Error('503 Service Unavailable');
    return <p style={{ margin: 0 }}>Load {call}: 27 orders shipped.</p>;
  };
}

export const RemoteContent: Story = {
  args: { defaultTitle: 'Shipments', load: ordersLoader(['ok']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(await canvas.findByText(/27 orders shipped/, {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(buttonIn(canvasElement, 'Refresh'));
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const AutoRefreshing: Story = {
  args: { defaultTitle: 'Live shipments', load: ordersLoader(['ok']), refreshInterval: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Load 1:/, {}, { timeout: 3000 });
    await canvas.findByText(/Load 2:/, {}, { timeout: 4000 });
  },
};

export const FailingRemoteContent: Story = {
  args: { defaultTitle: 'Shipments', load: ordersLoader(['fail', 'ok']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Sorry, but there was an error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText(/27 orders shipped/, {}, { timeout: 3000 })).toBeVisible();
  },
};

function FragileChart() {
  const [isBroken, setBroken] = useState(false);
  if (isBroken) throw new Error('The chart data has no series.');
  return <Button onPress={() => setBroken(true)}>Load broken data</Button>;
}

export const ChildThatThrows: Story = {
  args: { defaultTitle: 'Sales chart', children: <FragileChart /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load broken data' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, but there was an error');
    await expect(alert).toHaveTextContent('The chart data has no series.');
    // The rest of the widget keeps working, and Retry mounts the content afresh.
    await expect(buttonIn(canvasElement, 'Collapse')).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(canvas.getByRole('button', { name: 'Load broken data' })).toBeInTheDocument();
  },
};

export const CustomButton: Story = {
  args: {
    customButtons: [{ key: 'settings', label: 'Settings', icon: <Icon icon={faGear} />, onPress: fn() }],
  },
  play: async ({ canvasElement, args }) => {
    const settings = buttonIn(canvasElement, 'Settings');
    await userEvent.hover(settings);
    await expect(await body.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Settings');
    await userEvent.click(settings);
    await expect(args.customButtons![0]!.onPress).toHaveBeenCalledTimes(1);
  },
};
