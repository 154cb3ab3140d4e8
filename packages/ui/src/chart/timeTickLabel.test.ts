import { describe, expect, it } from 'vitest';
import { timeTickLabel } from './timeTickLabel';

describe('timeTickLabel', () => {
  const english = timeTickLabel('en-US');

  it('names the year at its start, the month at its start, else the day', () => {
    expect(english(new Date(2026, 0, 1))).toBe('2026');
    expect(english(new Date(2026, 3, 1))).toBe('Apr');
    expect(english(new Date(2026, 3, 14))).toBe('Apr 14');
  });

  it('gives the time of day for ticks inside a day', () => {
    expect(english(new Date(2026, 3, 14, 15, 30))).toBe('3:30 PM');
  });

  it('speaks the chosen language', () => {
    expect(timeTickLabel('ar')(new Date(2026, 3, 14))).toMatch(/^[^A-Za-z]*[\u0600-\u06ff][^A-Za-z]*$/);
    expect(timeTickLabel('fr-FR')(new Date(2026, 6, 1))).toBe('juil.');
  });
});
