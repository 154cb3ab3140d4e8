import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { darkElegance } from '../theme';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts } from './dataGridSample';

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

  it('has no axe violations in a dark skin, right to left', async () => {
    await renderGrid({ skin: darkElegance, direction: 'rtl' });
    await userEvent.click(page.getByRole('gridcell', { name: contacts[0]?.name }));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect.poll(focusedRowIndex).toBe('5001');
    await expectNoAxeViolations();
  });
});
