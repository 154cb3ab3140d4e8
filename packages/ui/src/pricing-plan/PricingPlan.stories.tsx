import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { PricingPlan } from './PricingPlan';

const onChoose = fn();

const meta = {
  title: 'Data/PricingPlan',
  component: PricingPlan,
  tags: ['autodocs'],
  args: {
    name: 'Team',
    tagline: 'For growing teams',
    price: '$29',
    period: '/ month',
    features: [
      { text: '10 dashboards', isIncluded: true },
      { text: 'Every skin', isIncluded: true },
      { text: 'Single sign-on', isIncluded: false },
    ],
    action: (
      <Button variant="primary" onPress={onChoose}>
        Choose Team
      </Button>
    ),
  },
  argTypes: {
    name: { control: 'text' },
    price: { control: 'text' },
    period: { control: 'text' },
    priceNote: { control: 'text' },
    isPopular: { control: 'boolean' },
    action: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const plan = within(canvasElement).getByRole('article', { name: 'Team' });
    // What a plan lacks is said in words, not only by a red cross.
    await expect(within(plan).getByText('Not included:')).toBeInTheDocument();
    onChoose.mockClear();
    await userEvent.click(within(plan).getByRole('button', { name: 'Choose Team' }));
    await expect(onChoose).toHaveBeenCalledOnce();
  },
};

export const Popular: Story = {
  args: { isPopular: true, price: '$24', priceNote: 'Billed $290 yearly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Popular')).toBeVisible();
    await expect(canvas.getByText('Billed $290 yearly')).toBeVisible();
  },
};

export const Free: Story = { args: { name: 'Starter', price: 'Free', period: undefined } };
