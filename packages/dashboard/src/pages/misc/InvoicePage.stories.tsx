import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withDemoData } from './demoDataDecorator';
import InvoicePage from './InvoicePage';
import { inShellContent } from './shellContentDecorator';

// The invoices are the demo's generated api/e-commerce/invoices.json, which Storybook serves.
const meta = {
  title: 'Screens/Misc/InvoicePage',
  component: InvoicePage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const due = await canvas.findByTestId('invoice-total-due', {}, { timeout: 15_000 });
    // 1,300.00 + 1,400.00 + 12.5 h × 136.00 = 4,400.00, with 13 % HST/GST.
    await expect(due).toHaveTextContent('$4,972.00');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Invoice' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /INV-2026-0044/ }));
    // 2,400 + 18 × 125 + 6 × 99.99 − 150 = 5,099.94, with 8.25 % sales tax (420.745 → 420.75).
    await expect(canvas.getByRole('row', { name: /^Subtotal/ })).toHaveTextContent('$5,099.94');
    await expect(canvas.getByTestId('invoice-total-due')).toHaveTextContent('$5,520.69');
  },
};
