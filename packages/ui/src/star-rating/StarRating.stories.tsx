import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Controls/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { value: 4.5, max: 5, count: 12 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    max: { control: 'number' },
    count: { control: 'number' },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The five stars read as one sentence, and the count says what it counts.
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('ratings')).toBeInTheDocument();
  },
};

export const WithoutCount: Story = { args: { value: 3, count: undefined } };

export const CustomLabel: Story = {
  args: { value: 2, 'aria-label': 'Reliability: 2 stars' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Reliability: 2 stars' })).toBeVisible();
  },
};
