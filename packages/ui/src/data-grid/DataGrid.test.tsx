import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { AtriumProvider, darkElegance } from '../theme';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts } from './dataGridSample';
import type { DataGridColumn } from './useDataGrid';

const contacts = sampleContacts(23);
const renderGrid = (options: Parameters<typeof renderWithTheme>[1] = {}, showColumnFilters = false) =>
  renderWithTheme(
    <main>
      <DataGrid
        label="Contacts"
        rows={contacts}
        columns={sampleContactColumns}
        initialSort={[{ id: 'id', desc: false }]}
        showColumnFilters={showColumnFilters}
      />
    </main>,
    options,
  );
const focusedText = () => document.activeElement?.textContent;
const firstColumn = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);

describe('DataGrid', () => {
  it('is one tab stop that remembers the cell last focused', async () => {
    await renderGrid();
    await userEvent.click(page.getByRole('searchbox', { name: 'Search' }));
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'ID' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(focusedText()).toBe(contacts[1]?.name);
    // Tab leaves the grid for the pagination; Shift+Tab comes back to the same cell.
    await userEvent.tab();
    expect(document.activeElement?.closest('[role="grid"]')).toBeNull();
    await userEvent.tab({ shift: true });
    expect(focusedText()).toBe(contacts[1]?.name);
  });

  it('sorts several columns from the keyboard with Shift+Enter', async () => {
    await renderGrid();
    page.getByRole('button', { name: 'City' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Home}');
    await expect.element(page.getByRole('button', { name: /^ID/ })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Enter}{Enter}{/Shift}');
    await expect
      .element(page.getByText('Sorted by City, ascending, then by ID, descending'))
      .toBeInTheDocument();
    const cities = contacts.map((row) => row.city).sort();
    const shown = [...document.querySelectorAll('tbody tr')].map((row) => row.children[5]?.textContent);
    expect(shown).toEqual(cities.slice(0, 10));
  });

  it('sorts text naturally and numbers as numbers, with blank cells last in either direction', async () => {
    const parts = [
      { label: 'Valve 10', count: 7 },
      { label: '', count: null },
      { label: 'valve 9', count: 12 },
      { label: 'Valve 1', count: 100 },
    ];
    const partColumns: DataGridColumn<(typeof parts)[number]>[] = [
      { id: 'label', header: 'Label', value: (part) => part.label },
      { id: 'count', header: 'Count', value: (part) => part.count },
    ];
    await renderWithTheme(<DataGrid label="Parts" rows={parts} columns={partColumns} />);
    const column = (index: number) =>
      [...document.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent);
    await userEvent.click(page.getByRole('button', { name: 'Label' }));
    expect(column(0)).toEqual(['Valve 1', 'valve 9', 'Valve 10', '']);
    await userEvent.click(page.getByRole('button', { name: /^Label/ }));
    expect(column(0)).toEqual(['Valve 10', 'valve 9', 'Valve 1', '']);
    await userEvent.click(page.getByRole('button', { name: 'Count' }));
    expect(column(1)).toEqual(['7', '12', '100', '']);
    await userEvent.click(page.getByRole('button', { name: /^Count/ }));
    expect(column(1)).toEqual(['100', '12', '7', '']);
  });

  it('moves by columns the way the text reads in right-to-left', async () => {
    await renderGrid({ direction: 'rtl' });
    page.getByRole('button', { name: 'ID' }).element().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    expect(focusedText()).toBe(contacts[0]?.name);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedText()).toBe('1');
  });

  it('leaves the arrow keys to a filter box along its text, and moves up and down from it', async () => {
    await renderGrid({}, true);
    const filter = page.getByRole('searchbox', { name: 'Filter Name' });
    await userEvent.click(filter);
    await userEvent.keyboard('Gr{ArrowLeft}{Home}');
    await expect.element(filter).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedText()).toBe(contacts[6]?.name);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(page.getByRole('button', { name: 'Name' })).toHaveFocus();
  });

  it('keeps focus inside the grid when a page with fewer rows replaces the focused one', async () => {
    await renderGrid();
    await userEvent.click(page.getByRole('gridcell', { name: contacts[9]?.name }));
    await userEvent.click(page.getByRole('button', { name: 'Page 3' }));
    expect(firstColumn()).toEqual(['21', '22', '23']);
    // The remembered cell was on row 10; Tab now lands on the last row there is.
    page.getByRole('searchbox', { name: 'Search' }).element().focus();
    await userEvent.tab();
    expect(focusedText()).toBe(contacts[22]?.name);
  });

  it('has no axe violations with filters in a dark skin', async () => {
    await renderGrid({ skin: darkElegance }, true);
    await expectNoAxeViolations();
  });

  it('holds the height of a page of rows while they load, so nothing below moves when they arrive', async () => {
    const gridAt = (rows: typeof contacts, isLoading: boolean) => (
      <AtriumProvider>
        <main>
          <DataGrid label="Contacts" rows={rows} columns={sampleContactColumns} isLoading={isLoading} />
        </main>
      </AtriumProvider>
    );
    // Wide enough for every row to keep to one line, as on a desktop screen.
    await page.viewport(1280, 800);
    onTestFinished(() => page.viewport(414, 896));
    const screen = await render(gridAt([], true));
    const bodyHeight = () => document.querySelector('tbody')!.getBoundingClientRect().height;
    const loadingHeight = bodyHeight();
    await screen.rerender(gridAt(contacts, false));
    await expect.element(page.getByRole('gridcell', { name: contacts[0]?.name })).toBeVisible();
    expect(Math.abs(bodyHeight() - loadingHeight)).toBeLessThan(loadingHeight * 0.05);
  });
});
