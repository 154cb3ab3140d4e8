import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragWithPointer } from '../../test/dragWithPointer';
import { columnTitles, dragHandleOf } from './widgetGridFixtures';
import { widgetLayoutStorageKey } from './widgetLayoutRepository';
import { WidgetGrid } from './WidgetGrid';
import { storyLayout, storyWidgets, WidgetGridStory } from './WidgetGridStory';

const defaultOrder = [['Revenue', 'Visitors', 'Orders'], ['Pinned notice', 'Tasks'], []];

/** Each story keeps its layout under its own grid id, cleared before the story runs. */
const freshGrid = (gridId: string, stored?: string) => ({
  args: { gridId },
  beforeEach: () => {
    const key = widgetLayoutStorageKey(gridId);
    if (stored === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, stored);
    return () => localStorage.removeItem(key);
  },
});

const meta = {
  title: 'Widgets/WidgetGrid',
  component: WidgetGrid,
  tags: ['autodocs'],
  args: {
    items: storyWidgets,
    defaultLayout: storyLayout,
    minColumnWidth: 300,
    isSortable: true,
    onLayoutChange: fn(),
  },
  argTypes: {
    items: { control: false },
    defaultLayout: { control: false },
    layout: { control: false },
    repository: { control: false },
    minColumnWidth: { control: { type: 'number', min: 150, max: 600, step: 50 } },
    fullWidthColumnCount: { control: { type: 'number', min: 0, max: 3, step: 1 } },
    isSortable: { control: 'boolean' },
  },
  render: (args) => <WidgetGridStory {...args} />,
} satisfies Meta<typeof WidgetGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-widget-column]')!.parentElement!;

export const KeyboardReorder: Story = {
  ...freshGrid('story-keyboard'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = dragHandleOf(canvas.getByRole('region', { name: 'Revenue' }));
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Picked up widget Revenue'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Widget Revenue moved to column 1, position 2'),
    );
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(columnTitles(gridOf(canvasElement))[0]).toEqual(['Visitors', 'Revenue', 'Orders']),
    );
    await expect(args.onLayoutChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dragHandleOf(canvas.getByRole('region', { name: 'Revenue' }))).toHaveFocus());
  },
};

export const MouseReorder: Story = {
  ...freshGrid('story-mouse'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = gridOf(canvasElement);
    await dragWithPointer(
      dragHandleOf(canvas.getByRole('region', { name: 'Orders' })),
      canvas.getByRole('region', { name: 'Tasks' }),
    );
    await waitFor(() => expect(columnTitles(grid)[1]).toContain('Orders'));
    await expect(columnTitles(grid)[0]).toEqual(['Revenue', 'Visitors']);
  },
};

export const DropIntoEmptyColumn: Story = {
  ...freshGrid('story-empty-column'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = gridOf(canvasElement);
    const emptyColumn = grid.querySelector('[data-widget-column="2"]')!;
    await dragWithPointer(dragHandleOf(canvas.getByRole('region', { name: 'Visitors' })), emptyColumn);
    await waitFor(() => expect(columnTitles(grid)[2]).toEqual(['Visitors']));
  },
};

export const ReloadKeepsLayout: Story = {
  ...freshGrid('story-reload'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = canvas.getByRole('region', { name: 'Orders' });
    await userEvent.click(within(orders).getByRole('button', { name: 'Collapse' }));
    dragHandleOf(canvas.getByRole('region', { name: 'Tasks' })).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(columnTitles(gridOf(canvasElement))[1]).toEqual(['Tasks', 'Pinned notice']));

    await userEvent.click(canvas.getByRole('button', { name: 'Reload grid' }));
    await waitFor(() => expect(columnTitles(gridOf(canvasElement))[1]).toEqual(['Tasks', 'Pinned notice']));
    const reloaded = canvas.getByRole('region', { name: 'Orders' });
    await expect(within(reloaded).getByRole('button', { name: 'Expand' })).toBeVisible();
  },
};

export const ResetRestoresDefaults: Story = {
  ...freshGrid('story-reset'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tasks = canvas.getByRole('region', { name: 'Tasks' });
    await userEvent.click(within(tasks).getByRole('button', { name: 'Delete' }));
    const confirm = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Tasks' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Reset layout' }));
    await expect(await canvas.findByRole('region', { name: 'Tasks' })).toBeVisible();
    await expect(columnTitles(gridOf(canvasElement))).toEqual(defaultOrder);
    await expect(localStorage.getItem(widgetLayoutStorageKey('story-reset'))).toBeNull();
  },
};

export const CorruptedStorage: Story = {
  ...freshGrid('story-corrupted', '{"version":1,"columns":"not columns"'),
  play: async ({ canvasElement }) => {
    await expect(columnTitles(gridOf(canvasElement))).toEqual(defaultOrder);
  },
};

export const FixedWidget: Story = {
  ...freshGrid('story-fixed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pinned = canvas.getByRole('region', { name: 'Pinned notice' });
    await expect(() => dragHandleOf(pinned)).toThrow();
    await expect(dragHandleOf(canvas.getByRole('region', { name: 'Tasks' }))).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const NotSortable: Story = {
  ...freshGrid('story-not-sortable'),
  args: { gridId: 'story-not-sortable', isSortable: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-roledescription]')).toBeNull();
  },
};

export const NarrowContainer: Story = {
  ...freshGrid('story-narrow'),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [first, second] = [...canvasElement.querySelectorAll('[data-widget-column]')];
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first!.getBoundingClientRect().bottom,
    );
  },
};

/** The first column as a full-width band over the other two, as the dashboard draws Live Feeds. */
export const FullWidthBand: Story = {
  ...freshGrid('story-full-width-band'),
  args: { gridId: 'story-full-width-band', fullWidthColumnCount: 1 },
  play: async ({ canvasElement }) => {
    const [band, left, right] = [...canvasElement.querySelectorAll('[data-widget-column]')].map((column) =>
      column.getBoundingClientRect(),
    );
    await expect(band!.width).toBeGreaterThan(left!.width + right!.width);
    await expect(left!.top).toBeGreaterThanOrEqual(band!.bottom);
    await expect(right!.top).toBe(left!.top);
  },
};
