import { memorySettingsStorage, TranslationProvider } from '@atrium/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithTheme } from '../../../../ui/test/render';
import { ForumByLine } from './ForumTime';

const at = '2026-01-31T17:00:00Z';
const now = Date.parse('2026-01-31T18:00:00Z');

describe('ForumByLine', () => {
  it('puts a name that reads like a placeholder in literally, with the age once after it', async () => {
    const screen = await renderWithTheme(
      <p>
        <ForumByLine name="{time} {name} <b>x</b>" at={at} shift={0} now={now} />
      </p>,
    );
    await expect.element(page.getByText('1 hour ago')).toBeVisible();
    expect(screen.container.querySelectorAll('time')).toHaveLength(1);
    expect(screen.container.textContent).toBe('by {time} {name} <b>x</b>, 1 hour ago');
  });

  it('is punctuated as the chosen language writes it', async () => {
    const arabic = { 'by {name}, {time}': 'بواسطة {name}، {time}' };
    const screen = await renderWithTheme(
      <TranslationProvider
        languages={[{ key: 'ar', name: 'العربية', locale: 'ar-u-nu-latn' }]}
        loadDictionary={() => Promise.resolve(arabic)}
        storage={memorySettingsStorage()}
      >
        <p>
          <ForumByLine name="Ada Lindqvist" at={at} shift={0} now={now} />
        </p>
      </TranslationProvider>,
    );
    await expect.element(page.getByText(/^بواسطة Ada Lindqvist، /)).toBeVisible();
    expect(screen.container.querySelectorAll('time')).toHaveLength(1);
  });
});
