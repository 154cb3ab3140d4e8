import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { CountryRanking } from './CountryRanking';

const values = Object.fromEntries(
  ['840', '124', '826', '276', '250', '076', '356', '392'].map((id, index) => [id, 8000 - index * 1000]),
);
const rowTexts = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('th')?.textContent);

describe('CountryRanking', () => {
  it('shows the first page of the ranking, pages by keyboard and passes axe', async () => {
    await renderWithTheme(
      <main>
        <CountryRanking values={values} pageSize={3} />
      </main>,
    );
    await expect.element(page.getByRole('table', { name: 'Top countries by visits' })).toBeVisible();
    expect(rowTexts()).toEqual(['1United States', '2Canada', '3United Kingdom']);
    await expect.element(page.getByRole('cell', { name: '22.2%' })).toBeVisible();
    await expectNoAxeViolations();

    const next = page.getByRole('button', { name: 'Next page' });
    (next.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(rowTexts()).toEqual(['4Germany', '5France', '6Brazil']);
    await userEvent.keyboard('{Enter}');
    expect(rowTexts()).toEqual(['7India', '8Japan']);
  });

  it('follows a controlled page and reports the page the user asks for', async () => {
    function Controlled() {
      const [current, setCurrent] = useState(2);
      return (
        <>
          <output aria-label="Current page">{current}</output>
          <CountryRanking values={values} pageSize={3} page={current} onChange={setCurrent} />
        </>
      );
    }
    await renderWithTheme(<Controlled />);
    expect(rowTexts()[0]).toBe('4Germany');
    await userEvent.click(page.getByRole('button', { name: 'Page 1' }));
    await expect.element(page.getByRole('status', { name: 'Current page' })).toHaveTextContent('1');
    expect(rowTexts()[0]).toBe('1United States');
  });

  it('draws hostile country names as text', async () => {
    const hostile = '<img src=x onerror="window.__rankingHacked=1">';
    await renderWithTheme(<CountryRanking values={{ '250': 5 }} names={{ '250': hostile }} />);
    await expect.element(page.getByRole('rowheader')).toHaveTextContent(`1${hostile}`);
    expect(document.querySelector('tbody img')).toBeNull();
    expect((window as { __rankingHacked?: number }).__rankingHacked).toBeUndefined();
  });
});
