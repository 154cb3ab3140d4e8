import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './formatBadgeCount';

describe('formatBadgeCount', () => {
  it('shows the count as is up to the maximum', () => {
    expect(formatBadgeCount(21, undefined)).toBe('21');
    expect(formatBadgeCount(99, 99)).toBe('99');
    expect(formatBadgeCount(0, 99)).toBe('0');
  });

  it('caps the count with a plus sign above the maximum', () => {
    expect(formatBadgeCount(100, 99)).toBe('99+');
    expect(formatBadgeCount(12_345, 999)).toBe('999+');
  });

  it('never shows a negative, fractional or non-finite count', () => {
    expect(formatBadgeCount(-3, undefined)).toBe('0');
    expect(formatBadgeCount(4.7, undefined)).toBe('4');
    expect(formatBadgeCount(Number.NaN, 10)).toBe('0');
  });

  it('formats both the count and the cap with the given formatter', () => {
    const format = (value: number) => new Intl.NumberFormat('de-DE').format(value);
    expect(formatBadgeCount(1500, undefined, format)).toBe('1.500');
    expect(formatBadgeCount(1500, 999, format)).toBe('999+');
    expect(formatBadgeCount(20_000, 10_000, format)).toBe('10.000+');
  });

  it('agrees with the cap for every count from 0 to 200', () => {
    for (let count = 0; count <= 200; count += 1) {
      const text = formatBadgeCount(count, 99);
      expect(text).toBe(count > 99 ? '99+' : String(count));
    }
  });
});
