import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { loadDateFnsLocale } from './useDateFnsLocale';

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
