import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChartDataTable } from './ChartDataTable';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { PlotCursorOverlay } from './PlotCursorOverlay';
import { ChartPartsSample, sampleDays, sampleDeviceKeys } from './chartPartsSample';

const meta = {
  title: 'Charts/Chart',
  component: ChartPartsSample,
  subcomponents: { ChartFrame, ChartLegend, ChartTooltip, ChartDataTable, PlotCursorOverlay },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The shared parts every chart is built from: `ChartFrame` (named figure, measured size, legend ' +
          'and hidden data table), `ChartLegend` with `useSeriesVisibility`, `ChartTooltip`, `useChartCursor` ' +
          'with `PlotCursorOverlay`, `CartesianAxes` and the skin palette. These stories assemble a custom chart ' +
          'from them alone.',
      },
    },
  },
  args: {
    label: 'Visits by device',
    isLabelVisible: false,
    description: 'Daily visits from desktop, mobile and tablet over one week.',
    height: 260,
    legendLabel: 'Devices',
    hasDataTable: true,
    defaultHiddenKeys: [],
    onHiddenKeysChange: fn(),
    onActiveChange: fn(),
  },
  argTypes: {
    label: { control: 'text', description: 'Accessible name of the figure (`ChartFrame label`).' },
    isLabelVisible: { control: 'boolean', description: 'Show the name as a caption.' },
    description: { control: 'text', description: 'Sentence read after the name.' },
    height: { control: { type: 'number', min: 120, max: 600, step: 20 }, description: 'Plot height.' },
    legendLabel: { control: 'text', description: 'Accessible name of the legend list.' },
    hasDataTable: { control: 'boolean', description: 'Render the screen-reader data table.' },
    defaultHiddenKeys: {
      control: 'inline-check',
      options: sampleDeviceKeys,
      description: 'Series hidden at first (`useSeriesVisibility`).',
    },
  },
} satisfies Meta<typeof ChartPartsSample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Visits by device' })).toHaveAccessibleDescription(
      'Daily visits from desktop, mobile and tablet over one week.',
    );
    const legend = canvas.getByRole('list', { name: 'Devices' });
    for (const name of ['Desktop', 'Mobile', 'Tablet']) {
      await expect(within(legend).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(await canvas.findByRole('slider', { name: 'Days' })).toBeInTheDocument();
  },
};

export const LegendToggle: Story = {
  name: 'Legend: click and keyboard toggle a series',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The plot draws once the page has painted.
    await canvas.findByRole('slider', { name: 'Days' });
    const desktop = canvas.getByRole('button', { name: 'Desktop' });
    const mobile = canvas.getByRole('button', { name: 'Mobile' });
    const tablet = canvas.getByRole('button', { name: 'Tablet' });
    await userEvent.click(desktop);
    await expect(desktop).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onHiddenKeysChange).toHaveBeenLastCalledWith(['desktop']);
    await expect(canvasElement.querySelectorAll('[data-series="desktop"]')).toHaveLength(0);

    await userEvent.tab();
    await expect(mobile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(mobile).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onHiddenKeysChange).toHaveBeenLastCalledWith(['desktop', 'mobile']);
    // Tablet is the last shown series now: locked, so the plot never goes empty.
    await expect(tablet).toHaveAttribute('aria-disabled', 'true');

    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(desktop).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onHiddenKeysChange).toHaveBeenLastCalledWith(['mobile']);
    await expect(tablet).not.toHaveAttribute('aria-disabled');
    await expect(canvasElement.querySelectorAll('[data-series="desktop"]')).toHaveLength(sampleDays.length);
  },
};

export const LastSeriesLocked: Story = {
  name: 'Legend: the last shown series cannot be hidden',
  args: { defaultHiddenKeys: ['desktop', 'mobile'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tablet = canvas.getByRole('button', { name: 'Tablet' });
    await expect(tablet).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tablet);
    await expect(tablet).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onHiddenKeysChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyboardTooltip: Story = {
  name: 'Tooltip: keyboard cursor over the plot',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = await canvas.findByRole('slider', { name: 'Days' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Mon');
    await expect(tooltip).toHaveTextContent('Desktop120');
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Tue'));
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Sun: Desktop 48, Mobile 150, Tablet 41');
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Mobile150'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(null);
  },
};

export const PointerTooltip: Story = {
  name: 'Tooltip: follows the pointer',
  play: async ({ canvasElement }) => {
    const slider = await within(canvasElement).findByRole('slider', { name: 'Days' });
    const box = slider.getBoundingClientRect();
    // The middle of the plot is the middle of the fourth of seven days.
    await userEvent.pointer({
      target: slider,
      coords: { clientX: box.x + box.width / 2, clientY: box.y + 10 },
    });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Thu');
    await userEvent.unhover(slider);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const DataTable: Story = {
  name: 'Data table for screen readers',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Visits by device' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(sampleDays.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Mobile' })).toBeInTheDocument();
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Mon');
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120', '80', '20']);
  },
};

export const WithoutDataTable: Story = {
  args: { hasDataTable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const VisibleCaption: Story = {
  name: 'Frame: visible caption',
  args: { isLabelVisible: true, height: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visits by device', { selector: 'figcaption' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Visits by device' })).toBeInTheDocument();
  },
};
