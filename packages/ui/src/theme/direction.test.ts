import { describe, expect, it } from 'vitest';
import { behaviourLocale, directionOf } from './direction';

describe('directionOf', () => {
  it('reads the language subtag, in any case and separator', () => {
    expect(directionOf('ar-EG')).toBe('rtl');
    expect(directionOf('HE_il')).toBe('rtl');
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('en-US')).toBe('ltr');
    expect(directionOf('')).toBe('ltr');
  });
});

describe('behaviourLocale', () => {
  it('keeps a locale whose direction already matches', () => {
    expect(behaviourLocale('de-DE', 'ltr')).toBe('de-DE');
    expect(behaviourLocale('he-IL', 'rtl')).toBe('he-IL');
  });

  it('borrows a locale of the requested direction when they disagree', () => {
    expect(directionOf(behaviourLocale('en-US', 'rtl'))).toBe('rtl');
    expect(directionOf(behaviourLocale('ar', 'ltr'))).toBe('ltr');
  });
});
