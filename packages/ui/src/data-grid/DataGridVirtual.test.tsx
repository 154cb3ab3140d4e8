import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { darkElegance } from '../theme';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';
import type { DataGridColumn } from './useDataGrid';

const contacts = sampleContacts(5_000);
const renderGrid = (options: Parameters<typeof renderWithTheme>[1] = {}) =>
  renderWithTheme(
    <main>
      <DataGrid
        label="Contacts"
        rows={contacts}
        columns={sampleContactColumns}
        initialSort={[{ id: 'id', desc: false }]}
        selectionMode="multiple"
        isVirtualized
        maxHeight="20rem"
      />
    </main>,
    options,
  );
const drawnIndexes = () =>
  [...document.querySelectorAll('tbody > tr[aria-rowindex]')].map((row) =>
    Number(row.getAttribute('aria-rowindex')),
  );
/** A virtualised grid with names editable in place, whose rows live in the app as an app keeps them. */
function EditableContacts() {
  const [rows, setRows] = useState(contacts);
  const columns: DataGridColumn<SampleContact>[] = sampleContactColumns.map((column) =>
    column.id === 'name' ? { ...column, editor: { kind: 'text' } } : column,
  );
  return (
    <main>
      <DataGrid
        label="Contacts"
        rows={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        isVirtualized
        maxHeight="20rem"
        onRowChange={({ row, values }) =>
          setRows((all) => all.map((each) => (each === row ? { ...each, name: values.name ?? '' } : each)))
        }
      />
    </main>
  );
}
const focusedRowIndex = () => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex');

describe('DataGrid, virtualised', () => {
  it('draws only the rows in view and tells assistive technology the real size', async () => {
    await renderGrid();
    const grid = page.getByRole('grid', { name: 'Contacts' });
    await expect.element(grid).toHaveAttribute('aria-rowcount', '5001');
    expect(drawnIndexes().length).toBeLessThan(60);
    expect(drawnIndexes()[0]).toBe(2);
    // No paging: every row scrolls in the one box.
    expect(page.getByRole('navigation').query()).toBeNull();
  });

  it('keeps the focused row drawn when it scrolls away, so the grid keeps its tab stop', async () => {
    await renderGrid();
    await userEvent.click(page.getByRole('gridcell', { name: contacts[2]?.name }));
    const scroller = document.querySelector('[role="grid"]')?.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await expect.poll(() => drawnIndexes().at(-1)).toBeGreaterThan(2_000);
    expect(drawnIndexes()).toContain(4);
    page.getByRole('searchbox', { name: 'Search' }).element().focus();
    await userEvent.tab();
    expect(focusedRowIndex()).toBe('4');
  });

  it('selects every matching row with the heading checkbox', async () => {
    await renderGrid();
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'Modena');
    // With no pages, the heading checkbox says what it does: it selects every row the search leaves.
    expect(page.getByRole('checkbox', { name: 'Select all rows on this page' }).query()).toBeNull();
    await userEvent.click(page.getByRole('checkbox', { name: 'Select all matching rows' }));
    const modena = contacts.filter((row) => row.city === 'Modena').length;
    await expect.element(page.getByText(`${modena} rows selected`)).toBeInTheDocument();
  });

  it('edits a cell far down in place: Enter saves, Escape cancels, and focus stays on the cell', async () => {
    await renderWithTheme(<EditableContacts />);
    const scroller = document.querySelector('[role="grid"]')?.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight / 2;
    const idCell = page.getByRole('gridcell', { name: '2501', exact: true });
    await expect.element(idCell).toBeVisible();
    await userEvent.click(idCell);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const editor = page.getByRole('textbox', { name: 'Edit Name of row 2501' });
    await expect.element(editor).toHaveFocus();
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Wilhelmina{Enter}');
    const edited = page.getByRole('gridcell', { name: 'Wilhelmina', exact: true });
    await expect.element(edited).toHaveFocus();
    await userEvent.keyboard('{F2}');
    await userEvent.type(page.getByRole('textbox', { name: 'Edit Name of row 2501' }), ' Discarded{Escape}');
    await expect.element(edited).toHaveFocus();
    expect(page.getByRole('textbox').query()).toBeNull();
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('2502');
  });

  it('has no axe violations in a dark skin, right to left', async () => {
    await renderGrid({ skin: darkElegance, direction: 'rtl' });
    await userEvent.click(page.getByRole('gridcell', { name: contacts[0]?.name }));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect.poll(focusedRowIndex).toBe('5001');
    await expectNoAxeViolations();
  });
});
