import { memorySettingsStorage, TranslationProvider } from '@atrium/ui';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../../../ui/test/render';
import { PageErrorBoundary } from './PageErrorBoundary';

function BrokenPage(): never {
  throw new Error('The chart data is not an array.');
}

describe('PageErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error screen in place of a page that throws, with a way to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithTheme(
      <MemoryRouter>
        <nav aria-label="Menu">Menu</nav>
        <PageErrorBoundary>
          <BrokenPage />
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    await expect.element(page.getByRole('heading', { name: /This page could not be shown/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(logged).toHaveBeenCalledWith(
      'Atrium: a page failed to draw.',
      expect.any(Error),
      expect.any(String),
    );
    await expectNoAxeViolations();
  });

  it('says so in the chosen language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const german = {
      'This page could not be shown': 'Diese Seite kann nicht angezeigt werden',
      'Try again': 'Erneut versuchen',
    };
    await renderWithTheme(
      <TranslationProvider
        languages={[{ key: 'de', name: 'Deutsch' }]}
        loadDictionary={() => Promise.resolve(german)}
        storage={memorySettingsStorage()}
      >
        <MemoryRouter>
          <PageErrorBoundary>
            <BrokenPage />
          </PageErrorBoundary>
        </MemoryRouter>
      </TranslationProvider>,
    );
    await expect
      .element(page.getByRole('heading', { name: /Diese Seite kann nicht angezeigt werden/ }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });

  it('draws a working page as it is', async () => {
    await renderWithTheme(
      <MemoryRouter>
        <PageErrorBoundary>
          <h1>Dashboard</h1>
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    await expect.element(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(document.body.textContent).not.toContain('could not be shown');
  });
});
