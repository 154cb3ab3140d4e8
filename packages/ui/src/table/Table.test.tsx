import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Table } from './Table';

const rows = ['Northwind Traders', 'Kestrel Labs', 'Bluebell Foods'];
const renderTable = (isHoverable: boolean) =>
  renderWithTheme(
    <main>
      <Table isHoverable={isHoverable} isResponsive scrollLabel="Clients">
        <caption>Clients</caption>
        <thead>
          <tr>
            <th scope="col">Client</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((name) => (
            <tr key={name}>
              <td>{name}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </main>,
  );
const rowBackground = (name: string) =>
  getComputedStyle(page.getByRole('cell', { name }).element().closest('tr')!).backgroundColor;

describe('Table', () => {
  it('lights up the row under the pointer when hoverable', async () => {
    await renderTable(true);
    const before = rowBackground('Kestrel Labs');
    await userEvent.hover(page.getByRole('cell', { name: 'Kestrel Labs' }));
    expect(rowBackground('Kestrel Labs')).not.toBe(before);
    expect(rowBackground('Bluebell Foods')).toBe(before);
    await expectNoAxeViolations();
  });

  it('leaves rows alone under the pointer otherwise', async () => {
    await renderTable(false);
    const before = rowBackground('Kestrel Labs');
    await userEvent.hover(page.getByRole('cell', { name: 'Kestrel Labs' }));
    expect(rowBackground('Kestrel Labs')).toBe(before);
  });
});
