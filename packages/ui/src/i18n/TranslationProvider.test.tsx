import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { memorySettingsStorage } from '../layout-settings/settingsStorage';
import { TranslationDemo } from './translationSample';

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
});
