import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Invoice } from './Invoice';
import type { InvoiceData } from './invoiceData';

const invoice: InvoiceData = {
  number: 'INV-2026-0042',
  date: '2026-01-15',
  dueDate: '2026-02-14',
  currency: 'USD',
  taxRateBasisPoints: 1300,
  taxName: 'HST/GST',
  seller: {
    name: 'Atrium Studio Ltd.',
    address: ['48 Harbour Street', 'Halifax NS B3J 1A1, Canada'],
    phone: '+1 902 555 0143',
  },
  client: {
    name: 'Rogers & Lane Outfitters',
    contact: 'Attn: Simone Hedger',
    address: ['342 Mirlington Road', 'Portland, OR 97205, USA'],
  },
  lines: [
    {
      item: 'Brand identity and logo',
      description: 'Logo, palette and type system.',
      quantity: 1,
      unitPrice: 130000,
    },
    { item: 'Search engine optimisation', quantity: 1, unitPrice: 140000 },
    { item: 'Support and upgrades', description: 'Hours of maintenance.', quantity: 12.5, unitPrice: 13600 },
  ],
  paymentMethods: ['Bank transfer', 'Credit card'],
  note: 'Please pay within 30 days of the invoice date.',
};

const meta = {
  title: 'Data/Invoice',
  component: Invoice,
  tags: ['autodocs'],
  args: { invoice, locale: 'en-US' },
  argTypes: { invoice: { control: 'object' }, locale: { control: 'text' }, logo: { control: false } },
} satisfies Meta<typeof Invoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoice lines' });
    // 1,300 + 1,400 + 12.5 × 136 = 4,400.00; 13 % tax 572.00; total 4,972.00.
    await expect(within(table).getByRole('row', { name: /Support and upgrades/ })).toHaveTextContent(
      '$1,700.00',
    );
    await expect(within(table).getByRole('row', { name: /^Subtotal/ })).toHaveTextContent('$4,400.00');
    await expect(within(table).getByRole('row', { name: /HST\/GST \(13%\)/ })).toHaveTextContent('$572.00');
    await expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('$4,972.00');
    await expect(canvas.getByTestId('invoice-total-due')).toHaveTextContent('$4,972.00');
  },
};

export const Euro: Story = {
  args: {
    invoice: { ...invoice, currency: 'EUR', taxRateBasisPoints: 2100, taxName: 'VAT' },
    locale: 'de-DE',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('invoice-total-due')).toHaveTextContent(/5\.324,00\s€/);
  },
};

export const HostileText: Story = {
  args: {
    invoice: {
      ...invoice,
      client: { name: '<img src=x onerror=alert(1)>', address: ['"; DROP TABLE invoices; --'] },
      lines: [{ item: '{{constructor.constructor("alert(1)")()}}', quantity: 1, unitPrice: 100 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvas.getByText('{{constructor.constructor("alert(1)")()}}')).toBeVisible();
  },
};
