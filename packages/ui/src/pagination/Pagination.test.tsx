import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Pagination } from './Pagination';

const renderPage = (ui: ReactNode, options?: Parameters<typeof renderWithTheme>[1]) =>
  renderWithTheme(<main>{ui}</main>, options);
const button = (name: string) => page.getByRole('button', { name, exact: true });
// Read from the DOM: the gap markers are aria-hidden, so role queries would skip them.
const pageNames = () =>
  [...page.getByRole('navigation', { name: 'Pagination' }).element().querySelectorAll('li')].map(
    (item) => item.querySelector('button')?.getAttribute('aria-label') ?? item.textContent,
  );

describe('Pagination', () => {
  it('is a named navigation landmark whose current page is marked, with no axe violations', async () => {
    await renderPage(<Pagination totalPages={20} defaultPage={10} />);
    await expect.element(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect.element(button('Page 10')).toHaveAttribute('aria-current', 'page');
    await expect.element(button('Page 9')).not.toHaveAttribute('aria-current');
    expect(pageNames()).toEqual([
      'First page',
      'Previous page',
      'Page 1',
      '…',
      'Page 9',
      'Page 10',
      'Page 11',
      '…',
      'Page 20',
      'Next page',
      'Last page',
    ]);
    await expectNoAxeViolations();
  });

  it('moves with first, previous, next, last and page buttons', async () => {
    const onChange = vi.fn();
    await renderPage(<Pagination totalPages={8} onChange={onChange} />);
    await expect.element(button('First page')).toBeDisabled();
    await expect.element(button('Previous page')).toBeDisabled();
    await button('Next page').click();
    await button('Page 5').click();
    await button('Previous page').click();
    await button('Last page').click();
    await button('First page').click();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([2, 5, 4, 8, 1]);
    // Pressing the current page again changes nothing.
    await button('Page 1').click();
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('works from the keyboard and keeps focus when a boundary button turns disabled', async () => {
    await renderPage(<Pagination totalPages={3} defaultPage={2} />);
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(button('Page 1')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(button('Page 1')).toHaveAttribute('aria-current', 'page');
    await button('Next page').click();
    await button('Next page').click();
    await expect.element(button('Next page')).toBeDisabled();
    await expect.element(button('Page 3')).toHaveFocus();
  });

  it('follows a controlled page and counts pages from items', async () => {
    function Table() {
      const [current, setCurrent] = useState(2);
      return (
        <>
          <Pagination page={current} onChange={setCurrent} totalItems={230} pageSize={15} showSummary />
          <output>Rows of page {current}</output>
        </>
      );
    }
    await renderPage(<Table />);
    await expect.element(page.getByText('Showing 16 to 30 of 230 entries')).toBeVisible();
    await button('Page 16').click();
    await expect.element(page.getByText('Rows of page 16')).toBeVisible();
    await expect.element(page.getByText('Showing 226 to 230 of 230 entries')).toBeVisible();
  });

  it('accepts other words for the summary and the button names', async () => {
    await renderPage(
      <Pagination
        totalItems={30}
        pageSize={10}
        showSummary
        formatSummary={({ first, last, total }) => `${first}–${last} / ${total}`}
        labels={{ navigation: 'Pages', next: 'Forward', page: (n) => `Go to ${n}` }}
      />,
    );
    await expect.element(page.getByText('1–10 / 30')).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await button('Forward').click();
    await expect.element(button('Go to 2')).toHaveAttribute('aria-current', 'page');
  });

  it('disables every button while disabled and draws nothing for zero pages', async () => {
    const onChange = vi.fn();
    await renderPage(
      <>
        <Pagination totalPages={4} defaultPage={2} isDisabled onChange={onChange} />
        <Pagination totalPages={0} labels={{ navigation: 'Empty' }} />
      </>,
    );
    await button('Page 3').click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
    expect(page.getByRole('navigation', { name: 'Empty' }).query()).toBeNull();
  });

  it('mirrors its arrows in right-to-left text', async () => {
    await renderPage(<Pagination totalPages={4} />, { direction: 'rtl' });
    const icon = button('Next page').element().querySelector('svg')!;
    expect(getComputedStyle(icon).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });
});
