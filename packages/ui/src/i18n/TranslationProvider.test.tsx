import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { memorySettingsStorage } from '../layout-settings/settingsStorage';
import { TranslationProvider, useTranslation } from './TranslationProvider';
import { TranslationDemo } from './translationSample';

function InboxLabel() {
  const { t, isLoading, setLanguage } = useTranslation();
  return (
    <p>
      <span>{t('Inbox')}</span> <span>{isLoading ? 'loading' : 'ready'}</span>
      <button type="button" onClick={() => setLanguage('de')}>
        de
      </button>
      <button type="button" onClick={() => setLanguage('en')}>
        en
      </button>
    </p>
  );
}

describe('TranslationProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts in the first language and switches without a reload, remembering the choice', async () => {
    const storage = memorySettingsStorage();
    const screen = await renderWithTheme(<TranslationDemo storage={storage} />);
    await expect.element(page.getByText('Inbox', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect.element(page.getByText('Posteingang')).toBeVisible();
    expect(storage.get('atrium.language')).toBe('de');
    await screen.unmount();
    await renderWithTheme(<TranslationDemo storage={storage} />);
    await expect.element(page.getByText('Posteingang')).toBeVisible();
  });

  it('falls back to the keys and warns once when a dictionary fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithTheme(<TranslationDemo />);
    await page.getByRole('button', { name: 'Broken' }).click();
    await expect.element(page.getByText('greeting', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Broken' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Broken' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ignores a stored language that is not offered', async () => {
    await renderWithTheme(
      <TranslationDemo storage={memorySettingsStorage({ 'atrium.language': '<garbage>' })} />,
    );
    await expect
      .element(page.getByRole('button', { name: 'English' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('loads no dictionary for a language whose words are the keys', async () => {
    const loadDictionary = vi.fn((key: string) =>
      Promise.resolve(key === 'de' ? { Inbox: 'Posteingang' } : { Inbox: 'Mailbox' }),
    );
    await renderWithTheme(
      <TranslationProvider
        languages={[
          { key: 'en', name: 'English', hasDictionary: false },
          { key: 'de', name: 'Deutsch' },
        ]}
        loadDictionary={loadDictionary}
        storage={memorySettingsStorage()}
      >
        <InboxLabel />
      </TranslationProvider>,
    );
    await expect.element(page.getByText('Inbox', { exact: true })).toBeVisible();
    await expect.element(page.getByText('ready')).toBeVisible();
    await page.getByRole('button', { name: 'de' }).click();
    await expect.element(page.getByText('Posteingang')).toBeVisible();
    await page.getByRole('button', { name: 'en' }).click();
    await expect.element(page.getByText('Inbox', { exact: true })).toBeVisible();
    expect(loadDictionary.mock.calls).toEqual([['de']]);
  });
});
