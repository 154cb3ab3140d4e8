import { memorySettingsStorage, TranslationProvider } from '@atrium/ui';
import { format } from 'date-fns';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadDateFnsLocale } from './dateFnsLocales';
import { useDateFnsLocale } from './useDateFnsLocale';

const firstOfMarch = new Date(2026, 2, 1);

describe('loadDateFnsLocale', () => {
  it('names months in the language of the tag, whatever its region', async () => {
    expect(format(firstOfMarch, 'LLLL', { locale: await loadDateFnsLocale('de-DE') })).toBe('März');
    expect(format(firstOfMarch, 'LLLL', { locale: await loadDateFnsLocale('fr') })).toBe('mars');
    expect(format(firstOfMarch, 'LLLL', { locale: await loadDateFnsLocale('ar-SA') })).toBe('مارس');
  });

  it('falls back to English for a language it has no data for', async () => {
    expect(format(firstOfMarch, 'LLLL', { locale: await loadDateFnsLocale('tlh') })).toBe('March');
  });
});

function MonthName() {
  return format(firstOfMarch, 'LLLL', { locale: useDateFnsLocale() });
}

/** The month's name as a widget first draws it, with no effect run yet, in the language of `locale`. */
function firstDrawnIn(locale: string) {
  const storage = memorySettingsStorage({ 'atrium.language': 'chosen' });
  const languages = [{ key: 'chosen', name: locale, locale }];
  const children = createElement(MonthName);
  return renderToString(
    createElement(TranslationProvider, {
      languages,
      loadDictionary: () => Promise.resolve({}),
      storage,
      children,
    }),
  );
}

describe('useDateFnsLocale', () => {
  it('draws the names of a language loaded earlier on its very first render', async () => {
    await loadDateFnsLocale('it');
    expect(firstDrawnIn('it-IT')).toBe('marzo');
  });

  it('draws English names while a language is still to load', () => {
    expect(firstDrawnIn('nl-NL')).toBe('March');
  });
});
