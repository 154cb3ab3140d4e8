import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RadarChart } from './RadarChart';

const axes = ['Eating', 'Drinking', 'Sleeping', 'Designing', 'Coding', 'Cycling', 'Running'];

const meta = {
  title: 'Charts/RadarChart',
  component: RadarChart,
  tags: ['autodocs'],
  args: {
    label: 'Weekly activities',
    axes,
    series: [
      { label: 'My first dataset', values: [65, 59, 90, 81, 56, 55, 40] },
      { label: 'My second dataset', values: [28, 48, 40, 19, 96, 27, 100] },
    ],
    levels: 5,
    height: 320,
    showLegend: true,
    isAnimated: true,
  },
  argTypes: {
    levels: { control: { type: 'number', min: 1, max: 10 } },
    maxValue: { control: { type: 'number', min: 1 } },
    height: { control: { type: 'number', min: 160, max: 600 } },
    series: { control: 'object' },
    axes: { control: 'object' },
  },
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Weekly activities' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Weekly activities' })).toBeInTheDocument();
  },
};

export const KeyboardTooltip: Story = {
  name: 'Keyboard and tooltip',
  args: { isAnimated: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cursor = await canvas.findByRole('slider', { name: 'Weekly activities axes' });
    await userEvent.tab();
    await expect(cursor).toHaveFocus();
    await expect(cursor).toHaveAttribute(
      'aria-valuetext',
      'Eating: My first dataset 65, My second dataset 28',
    );
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Eating');
    await userEvent.keyboard('{ArrowRight}');
    await expect(cursor).toHaveAttribute(
      'aria-valuetext',
      'Drinking: My first dataset 59, My second dataset 48',
    );
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Drinking'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Running'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const LegendToggle: Story = {
  args: { isAnimated: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The plot draws once the page has painted.
    await canvas.findByRole('slider', { name: 'Weekly activities axes' });
    const second = canvas.getByRole('button', { name: 'My second dataset' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelectorAll('[data-series]')).toHaveLength(1);
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelectorAll('[data-series]')).toHaveLength(2);
  },
};

export const ThreeSeries: Story = {
  args: {
    axes: ['Speed', 'Power', 'Range', 'Comfort', 'Price'],
    series: [
      { label: 'Model A', values: [4, 3, 5, 2, 3] },
      { label: 'Model B', values: [2, 5, 3, 4, 2] },
      { label: 'Model C', values: [3, 3, 2, 5, 5] },
    ],
    maxValue: 5,
    label: 'Model comparison',
  },
};
