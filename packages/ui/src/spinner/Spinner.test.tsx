import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named "Loading" by default', async () => {
    await renderWithTheme(
      <main>
        <Spinner />
      </main>,
    );
    const spinner = page.getByRole('progressbar', { name: 'Loading' });
    await expect.element(spinner).toBeVisible();
    await expect.element(spinner).not.toHaveAttribute('aria-valuenow');
    await expectNoAxeViolations();
  });

  it('takes its name from a visible label or an aria-label', async () => {
    await renderWithTheme(
      <>
        <Spinner label="Loading inbox" />
        <Spinner aria-label="Chargement" />
      </>,
    );
    await expect.element(page.getByRole('progressbar', { name: 'Loading inbox' })).toBeVisible();
    await expect.element(page.getByText('Loading inbox')).toBeVisible();
    await expect.element(page.getByRole('progressbar', { name: 'Chargement' })).toBeVisible();
  });

  it('sizes the ring and draws it in the surrounding text colour', async () => {
    await renderWithTheme(
      <>
        <Spinner size="lg" aria-label="Large" />
        <span style={{ fontSize: 30, color: 'rgb(10, 120, 30)' }}>
          <Spinner size="inherit" aria-label="Inline" />
        </span>
      </>,
    );
    const ring = (name: string) => page.getByRole('progressbar', { name }).element().firstElementChild!;
    expect(ring('Large').getBoundingClientRect().width).toBe(40);
    expect(ring('Inline').getBoundingClientRect().width).toBe(30);
    expect(getComputedStyle(ring('Inline')).borderTopColor).toBe('rgb(10, 120, 30)');
    expect(ring('Inline').getAttribute('aria-hidden')).toBe('true');
  });
});
