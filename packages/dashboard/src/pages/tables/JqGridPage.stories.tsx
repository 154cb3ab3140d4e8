import { NotificationProvider } from '@atrium/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/client';
import { DataProvider } from '../../api/DataProvider';
import { memoryStore } from '../../data/keyValueStore';
import { localAdapter } from '../../data/localAdapter';
import type { DataAdapter } from '../../data/resource';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import JqGridPage from './JqGridPage';

// Deleting a row asks first, through the notification layer the shell provides.
const withNotifications: Decorator = (Story) => (
  <NotificationProvider>
    <Story />
  </NotificationProvider>
);

// The grid reads the demo's generated api/tables/jqgrid.json, which Storybook serves.
const meta = {
  title: 'Screens/Tables/JqGridPage',
  component: JqGridPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData, withNotifications],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof JqGridPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (grid: HTMLElement, index: number) =>
  [...grid.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent);

/** Ten invoices a page in invoice order; a row edits in place from its Edit button and saves. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const grid = screen.getByRole('grid', { name: 'Invoices' });
    await waitFor(
      () => expect(column(grid, 2)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']),
      {
        timeout: 15_000,
      },
    );
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Selection', 'Actions', 'Inv No', 'Date', 'Client', 'Amount', 'Tax', 'Total', 'Notes']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit invoice 2' }));
    // Every editable cell of the row opens; the first of them takes focus.
    await expect(screen.getByLabelText('Edit Date of row 2')).toHaveFocus();
    const client = screen.getByRole('textbox', { name: 'Edit Client of row 2' });
    await userEvent.clear(client);
    await userEvent.type(client, 'Quayside Books');
    await userEvent.click(screen.getByRole('button', { name: 'Save invoice 2' }));
    await waitFor(() => expect(column(grid, 4)[1]).toBe('Quayside Books'));
  },
};

/** The demo's invoices in a fresh browser store that refuses every change, as a failing server does. */
const refusingWrites = (): DataAdapter => ({
  resource(definition, environment) {
    const inner = localAdapter({ store: memoryStore() }).resource(definition, environment);
    const refuse = (): Promise<never> =>
      Promise.reject(new ApiError(`api/${definition.name}`, 500, 'Internal Server Error', ''));
    return { ...inner, update: refuse };
  },
});

/** A save the backend refuses keeps the editors open with what was typed, and says so at the row. */
export const SaveRefused: Story = {
  decorators: [
    (Story) => (
      <DataProvider baseUrl="api" data={refusingWrites()}>
        <Story />
      </DataProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const grid = screen.getByRole('grid', { name: 'Invoices' });
    await waitFor(() => expect(column(grid, 2)).toHaveLength(10), { timeout: 15_000 });
    await userEvent.dblClick(within(grid).getAllByRole('gridcell')[4] as HTMLElement);
    const client = screen.getByRole('textbox', { name: 'Edit Client of row 1' });
    await userEvent.clear(client);
    await userEvent.type(client, 'Quayside Books{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent('The change could not be saved');
    await expect(screen.getByRole('textbox', { name: 'Edit Client of row 1' })).toHaveValue('Quayside Books');
  },
};
