import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withDemoData } from './demoDataDecorator';
import PricingTablePage from './PricingTablePage';
import { inShellContent } from './shellContentDecorator';

// The plans are the demo's generated api/pricing.json, which Storybook serves.
const meta = {
  title: 'Screens/Misc/PricingTablePage',
  component: PricingTablePage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingTablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = await canvas.findByRole('article', { name: 'Team' }, { timeout: 15_000 });
    await expect(within(team).getByText('$49.00')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly (two months free)' }));
    // A year is ten months: $490, shown as $40.83 a month.
    await expect(within(team).getByText('$40.83')).toBeVisible();
    await expect(within(team).getByText('Billed $490.00 yearly, saving $98.00')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Starter' })).getByText('Free')).toBeVisible();
  },
};
