import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHexColor } from './hexColor';

describe('parseHexColor', () => {
  it('reads 3 and 6 digit codes, with or without # and surrounding spaces', () => {
    expect(parseHexColor('#3276B1')?.toString('hex')).toBe('#3276B1');
    expect(parseHexColor(' 3276b1 ')?.toString('hex')).toBe('#3276B1');
    expect(parseHexColor('#abc')?.toString('hex')).toBe('#AABBCC');
  });

  it('refuses anything else', () => {
    for (const text of ['', '#', '#12', '#1234', '#12345G', 'red', 'rgb(1, 2, 3)', '##123456', '#1234567'])
      expect(parseHexColor(text)).toBeNull();
  });

  it('gives back every 6-digit code it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, '0').toUpperCase()}`;
        expect(parseHexColor(hex)?.toString('hex')).toBe(hex);
      }),
    );
  });
});
