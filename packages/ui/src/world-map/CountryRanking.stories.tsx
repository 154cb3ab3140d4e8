import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CountryRanking } from './CountryRanking';
import { sampleVisits as visits } from './sampleVisits';

// Fifteen countries: three pages of six, the last one short.
const meta = {
  title: 'Maps/CountryRanking',
  component: CountryRanking,
  tags: ['autodocs'],
  args: { values: visits, pageSize: 6, isCaptionShown: false },
  argTypes: {
    values: { control: 'object' },
    pageSize: { control: { type: 'number', min: 1, max: 20 } },
  },
} satisfies Meta<typeof CountryRanking>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The largest countries first, each with its share of all visits; the pages move through the rest. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const table = screen.getByRole('table', { name: 'Top countries by visits' });
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent(/1\s*United States48,21046\.9%/);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await expect(bodyRows(table)).toHaveLength(3);
    await expect(bodyRows(table)[1]).toHaveTextContent(/14\s*Argentina260/);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await expect(bodyRows(table)[0]).toHaveTextContent(/7\s*India/);
  },
};

/** With a visible caption, as a table standing on its own rather than under a map. */
export const WithCaption: Story = {
  args: { isCaptionShown: true, pageSize: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Top countries by visits')).toBeVisible();
  },
};

/** A ranking that fits one page draws no page bar. */
export const OnePage: Story = {
  args: { values: { '250': 900, '276': 1_100, '380': 400 } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(bodyRows(screen.getByRole('table'))).toHaveLength(3);
    await expect(screen.queryByRole('navigation')).toBeNull();
  },
};
