import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Badge } from './Badge';

const variants = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

const meta = {
  title: 'Controls/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 21, variant: 'danger', 'aria-label': '21 new activities' },
  argTypes: {
    variant: { control: 'select', options: variants },
    count: { control: 'number' },
    max: { control: 'number' },
    children: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21 new activities')).toBeInTheDocument();
    // The bare number is hidden from screen readers, which read the label instead.
    await expect(canvas.getByText('21')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Variants: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {variants.map((variant, index) => (
        <Badge key={variant} {...args} variant={variant} count={index + 1} />
      ))}
    </div>
  ),
};

export const Capped: Story = {
  args: { count: 250, max: 99, 'aria-label': '250 unread messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const WithText: Story = {
  args: { count: undefined, 'aria-label': undefined, variant: 'success', children: 'New' },
};

export const InHeaderButton: Story = {
  render: (args) => (
    <Button aria-label="Activities, 21 new">
      <Badge {...args} aria-label={undefined} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Activities, 21 new' });
    await expect(within(button).getByText('21')).toBeVisible();
  },
};
