import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Label } from './Label';

const variants = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
const statuses: Record<(typeof variants)[number], string> = {
  default: 'Draft',
  primary: 'New',
  success: 'Paid',
  info: 'Shipped',
  warning: 'Pending',
  danger: 'Overdue',
};

const meta = {
  title: 'Controls/Label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Pending', variant: 'warning' },
  argTypes: { variant: { control: 'select', options: variants } },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {variants.map((variant) => (
        <Label key={variant} {...args} variant={variant}>
          {statuses[variant]}
        </Label>
      ))}
    </div>
  ),
};

export const InText: Story = {
  render: (args) => (
    <p>
      Order #1042 <Label {...args} /> since Monday.
    </p>
  ),
};
