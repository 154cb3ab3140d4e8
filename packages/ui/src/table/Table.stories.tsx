import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table } from './Table';

const invoices = [
  ['INV-1041', 'Northwind Traders', '2026/03/02', '$1,240.00', 'Paid'],
  ['INV-1042', 'Kestrel Labs', '2026/03/05', '$312.50', 'Due'],
  ['INV-1043', 'Bluebell Foods', '2026/03/09', '$88.20', 'Paid'],
  ['INV-1044', 'Harbour & Finch', '2026/03/12', '$4,020.00', 'Overdue'],
];

const meta = {
  title: 'Data/Table',
  component: Table,
  tags: ['autodocs'],
  args: {
    isStriped: false,
    isBordered: false,
    isHoverable: false,
    isCondensed: false,
    isResponsive: false,
    scrollLabel: 'Invoices',
    children: (
      <>
        <caption>Invoices of March</caption>
        <thead>
          <tr>
            {['Invoice', 'Client', 'Date', 'Amount', 'Status'].map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoices.map((row) => (
            <tr key={row[0]}>
              {row.map((cell) => (
                <td key={cell}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (element: Element) => getComputedStyle(element).backgroundColor;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoices of March' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(background(rows[0]!)).toBe(background(rows[1]!));
  },
};

export const Striped: Story = {
  args: { isStriped: true },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(background(rows[0]!)).not.toBe(background(rows[1]!));
    await expect(background(rows[0]!)).toBe(background(rows[2]!));
  },
};

export const Bordered: Story = {
  args: { isBordered: true },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'Kestrel Labs' });
    await expect(getComputedStyle(cell).borderInlineStartWidth).toBe('1px');
  },
};

/** Hover with a real pointer to see the row light up (Table.test.tsx checks it). */
export const Hover: Story = { args: { isHoverable: true } };

export const Condensed: Story = {
  args: { isCondensed: true },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'Kestrel Labs' });
    await expect(getComputedStyle(cell).paddingTop).toBe('4px');
  },
};

export const Responsive: Story = {
  args: { isResponsive: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('group', { name: 'Invoices' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
