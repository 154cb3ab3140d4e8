import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { temperatureSeries } from './demoData';
import { TimeSeriesChart } from './TimeSeriesChart';

const meta = {
  title: 'Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  tags: ['autodocs'],
  args: {
    label: 'Daily temperatures',
    description: 'Daily high and low temperatures over two years.',
    series: temperatureSeries(),
    onRangeChange: fn(),
    height: 280,
    overviewHeight: 56,
    curve: 'linear',
    variant: 'line',
  },
  argTypes: {
    series: { control: false },
    variant: { control: 'inline-radio', options: ['line', 'area'] },
    curve: { control: 'select', options: ['linear', 'monotone', 'natural', 'step', 'basis'] },
  },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Waits: a chart over dates draws once the time scale's code has loaded.
    const cursor = await canvas.findByRole('slider', { name: 'Data points' });
    await expect(cursor).toHaveAttribute('aria-valuemax', '729');
    await expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(args.onRangeChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(Number(cursor.getAttribute('aria-valuemax'))).toBeLessThan(400));
    const selection = () => canvasElement.querySelector('[data-range-selector] .visx-brush-selection');
    await waitFor(() => expect(Number(selection()?.getAttribute('width'))).toBeGreaterThan(0));

    const earlier = canvas.getByRole('button', { name: 'Earlier' });
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRangeChange).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(cursor).toHaveAttribute('aria-valuemax', '729'));
  },
};

/** Drag on the overview below the plot to choose the visible range; double-click it to clear. */
export const RangeSelection: Story = {
  args: { variant: 'area', isStacked: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Waits: a chart over dates draws once the time scale's code has loaded.
    const cursor = await canvas.findByRole('slider', { name: 'Data points' });
    // The overview under the chart draws once it has its own width.
    const overlay = await waitFor(() => {
      const drawn = canvasElement.querySelector<SVGRectElement>('[data-range-selector] .visx-brush-overlay');
      if (!drawn) throw new Error('The overview is not drawn yet.');
      return drawn;
    });
    const selection = () => canvasElement.querySelector('[data-range-selector] .visx-brush-selection');
    const box = overlay.getBoundingClientRect();
    const at = (share: number) => {
      const x = box.left + box.width * share;
      const y = box.top + box.height / 2;
      return { clientX: x, clientY: y, pageX: x + window.scrollX, pageY: y + window.scrollY };
    };
    // Press at a quarter of the overview, move to the middle, release: a quarter of the two years is shown.
    await userEvent.pointer({ keys: '[MouseLeft>]', target: overlay, coords: at(0.25) });
    await userEvent.pointer({ target: overlay, coords: at(0.5) });
    await waitFor(() => expect(Number(selection()?.getAttribute('width'))).toBeCloseTo(box.width / 4, -1));
    await userEvent.pointer({ keys: '[/MouseLeft]', target: overlay, coords: at(0.5) });

    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reset zoom' })).toBeEnabled());
    await expect(args.onRangeChange).toHaveBeenCalled();
    await waitFor(() => expect(Number(cursor.getAttribute('aria-valuemax'))).toBeLessThan(200));
    await expect(Number(cursor.getAttribute('aria-valuemax'))).toBeGreaterThan(160);
  },
};

export const StartZoomed: Story = {
  args: { defaultRange: [Date.UTC(2024, 5, 1), Date.UTC(2024, 7, 31)], variant: 'area' },
};
