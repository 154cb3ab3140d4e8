import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { darkElegance } from '../theme';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';
import type { DataGridColumn } from './useDataGrid';

const contacts = sampleContacts(23);
const columns: DataGridColumn<SampleContact>[] = sampleContactColumns.map((column) =>
  column.id === 'company' ? { ...column, collapseBelow: 'tablet' } : column,
);

const renderGrid = (width: number, options: Parameters<typeof renderWithTheme>[1] = {}) =>
  renderWithTheme(
    <main style={{ inlineSize: width }}>
      <DataGrid
        label="Contacts"
        rows={contacts}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        initialSort={[{ id: 'id', desc: false }]}
        selectionMode="multiple"
        showColumnFilters
        renderRowDetail={(row) => <a href={`#/contacts/${row.id}`}>Open {row.name}</a>}
      />
    </main>,
    options,
  );
const first = contacts[0] as SampleContact;
const second = contacts[1] as SampleContact;
const detailsButton = (row: SampleContact) =>
  page.getByRole('button', { name: `Show details for ${row.name}` });

describe('DataGrid row details', () => {
  it('keeps a collapsed column out of the headings and lists it in the open details', async () => {
    await renderGrid(600);
    await expect.element(page.getByRole('button', { name: 'Company' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('grid')).toHaveAttribute('aria-colcount', '8');
    await userEvent.click(detailsButton(first));
    const details = page.getByRole('gridcell', { name: `Company ${first.company}` });
    await expect.element(details).toHaveAttribute('colspan', '8');
    await expect.element(page.getByRole('link', { name: `Open ${first.name}` })).toBeVisible();
  });

  it('shows every column in the row when the grid is wide enough', async () => {
    await renderGrid(1100);
    await expect.element(page.getByRole('button', { name: 'Company' })).toBeInTheDocument();
    await userEvent.click(detailsButton(first));
    await expect.element(page.getByRole('link', { name: `Open ${first.name}` })).toBeVisible();
    await expect.element(page.getByRole('term')).not.toBeInTheDocument();
  });

  it('counts an open details row as a grid row, numbering the rows below it on', async () => {
    await renderGrid(600);
    const grid = page.getByRole('grid');
    await expect.element(grid).toHaveAttribute('aria-rowcount', '25');
    await userEvent.click(detailsButton(first));
    await expect.element(grid).toHaveAttribute('aria-rowcount', '26');
    const secondRow = detailsButton(second).element().closest('tr');
    expect(secondRow?.getAttribute('aria-rowindex')).toBe('5');
    expect(secondRow?.previousElementSibling?.getAttribute('aria-rowindex')).toBe('4');
  });

  it('moves through a details row with the arrow keys and keeps the button focused as it toggles', async () => {
    await renderGrid(600, { direction: 'rtl' });
    page
      .getByRole('checkbox', { name: `Select row ${first.name}` })
      .element()
      .focus();
    // In right-to-left, ArrowLeft moves to the next column: the expand button.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(detailsButton(first)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(detailsButton(first)).toHaveAttribute('aria-expanded', 'true');
    await expect.element(detailsButton(first)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('link', { name: `Open ${first.name}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(detailsButton(second)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp} ');
    await expect.element(detailsButton(first)).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('link', { name: `Open ${first.name}` })).not.toBeInTheDocument();
  });

  it('has no axe violations with details open in a dark skin', async () => {
    await renderGrid(400, { skin: darkElegance });
    await userEvent.click(detailsButton(first));
    await expectNoAxeViolations();
  });
});
