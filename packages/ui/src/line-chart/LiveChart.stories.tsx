import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from './demoData';
import { LiveChart } from './LiveChart';

const meta = {
  title: 'Charts/LiveChart',
  component: LiveChart,
  tags: ['autodocs'],
  args: {
    label: 'Live random walk',
    defaultUpdateInterval: 1000,
    isRunning: true,
    hasIntervalField: true,
    onUpdateIntervalChange: fn(),
    height: 240,
    variant: 'area',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'area'] },
    rng: { control: false },
  },
} satisfies Meta<typeof LiveChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Bad intervals are mended: below 1 becomes 1, above 2000 becomes 2000, the field is rewritten. */
export const IntervalClamping: Story = {
  args: { isRunning: false, rng: seededRandom(5) },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Update interval (ms)' });
    await expect(field).toHaveValue('1000');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(field).toHaveValue('1');
    await expect(args.onUpdateIntervalChange).toHaveBeenLastCalledWith(1);
    await userEvent.clear(field);
    await userEvent.type(field, '5000');
    await expect(field).toHaveValue('2000');
    await expect(args.onUpdateIntervalChange).toHaveBeenLastCalledWith(2000);
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('2000');
  },
};

/** A fast interval: the last point changes while the chart runs. */
export const Streaming: Story = {
  args: { defaultUpdateInterval: 50, rng: seededRandom(9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastValue = () => canvas.getByRole('table').querySelector('tbody tr td:last-child')?.textContent;
    const before = lastValue();
    await waitFor(() => expect(lastValue()).not.toBe(before));
  },
};

export const Paused: Story = { args: { isRunning: false, hasIntervalField: false, variant: 'line' } };
