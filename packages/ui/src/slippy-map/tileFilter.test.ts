import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapStyleColors } from '../vector-map/mapStyle';
import { tileFilter } from './tileFilter';

const palette = (land: string, water: string, border: string, highlight = '#e4572e'): MapStyleColors => ({
  land,
  water,
  border,
  highlight,
});
const grey = fc
  .integer({ min: 0, max: 255 })
  .map((value) => `#${value.toString(16).padStart(2, '0').repeat(3)}`);

describe('tileFilter', () => {
  it('keeps the tiles’ hues for a palette with distinct land and water, saturating by its colourfulness', () => {
    const vivid = tileFilter(palette('#f4e9c9', '#8ec9ea', '#c28f56'));
    const muted = tileFilter(palette('#f5f5f0', '#b7d7e8', '#c8c8c0'));
    expect(vivid).toMatch(/^saturate\(1\.8\)/);
    expect(muted).toMatch(/^saturate\(0\.85\)/);
    expect(vivid).not.toContain('grayscale');
  });

  it('turns the tiles grey, and no more, for any palette of greys', () => {
    fc.assert(
      fc.property(grey, grey, grey, (land, water, border) => {
        const filter = tileFilter(palette(land, water, border, '#000000'));
        expect(filter).toContain('grayscale(1)');
        expect(filter).not.toContain('sepia');
      }),
    );
  });

  it('tints a palette of one hue with its most colourful colour', () => {
    // Blues: sepia's 38° turned by 171° gives the border's 209°.
    expect(tileFilter(palette('#dfe9f3', '#f7fafc', '#7ea3c6'))).toContain('sepia(1) hue-rotate(171deg)');
    expect(tileFilter(palette('#eadcb9', '#cdbf98', '#8b6f47'))).toContain('sepia(1) hue-rotate(-3deg)');
  });

  it('inverts the tiles for a dark palette, and night maps with other highlights differ', () => {
    const green = tileFilter(palette('#0e2a16', '#041008', '#2f8f4a', '#58d67a'));
    const yellow = tileFilter(palette('#0e2a16', '#041008', '#2f8f4a', '#f2d21b'));
    expect(green).toMatch(/^invert\(1\) grayscale\(1\) sepia\(1\) hue-rotate\(99deg\)/);
    expect(green).not.toBe(yellow);
  });

  it('reads malformed colours as grey instead of failing', () => {
    expect(tileFilter(palette('land', 'rgb(1, 2, 3)', ''))).toContain('grayscale(1)');
  });
});
