import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleVisits as visits } from './sampleVisits';
import { WorldMap } from './WorldMap';

const meta = {
  title: 'Maps/WorldMap',
  component: WorldMap,
  tags: ['autodocs'],
  args: { values: visits, stepCount: 5 },
  argTypes: {
    values: { control: 'object' },
    stepCount: { control: { type: 'range', min: 1, max: 8 } },
    tableLimit: { control: { type: 'number', min: 1 } },
    geography: { control: false },
    names: { control: false },
    formatValue: { control: false },
  },
} satisfies Meta<typeof WorldMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadTimeout = { timeout: 10_000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Visits per country' })).toBeVisible();
    const france = await canvas.findByRole('img', { name: 'France: 6,480 visits' }, loadTimeout);
    await userEvent.hover(france);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('France');
    await expect(tooltip).toHaveTextContent('6,480 visits');
    await userEvent.unhover(france);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
    // The legend shows each step's range and the no-data swatch.
    await expect(canvas.getByRole('list', { name: 'Visits' })).toBeVisible();
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('img', {}, loadTimeout);
    await userEvent.tab();
    const focused = canvasElement.ownerDocument.activeElement!;
    await expect(focused).toHaveAttribute('role', 'img');
    const [name] = focused.getAttribute('aria-label')!.split(':');
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(name!);
    await expect(tooltip).toHaveTextContent(/visits/);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const ThreeSteps: Story = {
  args: { stepCount: 3 },
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: 'Visits' });
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const TopFiveTable: Story = {
  args: { tableLimit: 5 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Visits per country, largest first' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent('United States48,210');
  },
};

export const Loading: Story = {
  args: { geography: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading map' })).toBeVisible();
  },
};

export const LoadFailure: Story = {
  args: { geography: () => Promise.reject(new Error('Network error')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The map could not be loaded.',
    );
  },
};

export const NoValues: Story = {
  args: { values: {} },
};
