import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarSparkline, TristateSparkline } from './BarSparkline';
import { BoxPlotSparkline } from './BoxPlotSparkline';
import { BulletSparkline } from './BulletSparkline';
import { DiscreteSparkline, LineSparkline } from './LineSparkline';
import { PieSparkline } from './PieSparkline';

const meta = {
  title: 'Charts/Sparkline',
  component: LineSparkline,
  tags: ['autodocs'],
  args: { values: [5, 6, 7, 9, 9, 5, 3, 2, 2, 4, 6, 7], label: 'Trend', isFilled: false, showLastSpot: true },
  argTypes: {
    values: { control: 'object' },
    width: { control: { type: 'number', min: 20, max: 400 } },
    height: { control: { type: 'number', min: 10, max: 120 } },
  },
} satisfies Meta<typeof LineSparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'Trend: 5, 6, 7 … last 7 (12 values, 2 to 9)',
    });
    await expect(image).toHaveAttribute('width', '90');
    await expect(image).toHaveAttribute('height', '20');
    await expect(image).not.toHaveAttribute('tabindex');
  },
};

export const FilledLine: Story = { args: { isFilled: true } };

export const Bar: Story = {
  render: (args) => <BarSparkline values={[4, 6, 7, -2, 9, 3, 5, 8]} label={args.label} />,
  args: { label: 'Sales' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /^Sales: 4, 6, 7 … last 8/ });
    // The default bar sparkline: 26 px high, 5 px bars, 2 px apart: 8 bars take 54 px.
    await expect(image).toHaveAttribute('height', '26');
    await expect(image).toHaveAttribute('width', '54');
  },
};

export const Tristate: Story = {
  render: () => <TristateSparkline values={[1, 1, 0, 1, -1, -1, 1, -1, 0, 0, 1, 1]} label="Matches" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Matches: 6 up, 3 down, 3 level' }),
    ).toBeInTheDocument();
  },
};

export const Discrete: Story = {
  render: () => (
    <DiscreteSparkline values={[4, 6, 7, 7, 4, 3, 2, 1, 4, 4, 5, 6]} threshold={4} label="Visits" />
  ),
};

export const Pie: Story = {
  render: () => <PieSparkline values={[3, 5, 2]} label="Browsers" />,
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Browsers: 3 (30%), 5 (50%), 2 (20%)' });
    await expect(image).toHaveAttribute('width', '90');
  },
};

export const BoxPlot: Story = {
  name: 'Box plot',
  render: () => (
    <BoxPlotSparkline values={[4, 27, 34, 52, 54, 59, 61, 68, 78, 82, 85, 87, 91, 93, 100, 190]} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: 'Distribution: median 73, quartiles 53 to 89, whiskers 4 to 100, 1 outlier',
      }),
    ).toBeInTheDocument();
  },
};

export const Bullet: Story = {
  render: () => <BulletSparkline performance={270} target={250} ranges={[150, 225, 300]} label="Revenue" />,
};

export const InText: Story = {
  name: 'In running text',
  render: (args) => (
    <p>
      Visits this week <LineSparkline values={args.values} label="Visits" /> and orders{' '}
      <BarSparkline values={[3, 4, 2, 6, 5]} label="Orders" /> stay word-sized.
    </p>
  ),
};
