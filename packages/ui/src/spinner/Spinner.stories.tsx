import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Label } from '../badge';
import { Spinner } from './Spinner';

const meta = {
  title: 'Controls/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'inherit'] },
    label: { control: 'text' },
    'aria-label': { control: 'text' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Spinner key={size} {...args} size={size} aria-label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = {
  args: { label: 'Loading messages…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading messages…' })).toBeVisible();
  },
};

export const InheritsColour: Story = {
  args: { size: 'inherit', 'aria-label': 'Syncing' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Label variant="primary">
        <Spinner {...args} /> Mail
      </Label>
      <span style={{ fontSize: 24 }}>
        <Spinner {...args} aria-label="Refreshing" />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Syncing' });
    const tag = within(canvasElement).getByText('Mail');
    await expect(getComputedStyle(spinner.firstElementChild!).borderTopColor).toBe(
      getComputedStyle(tag).color,
    );
  },
};
