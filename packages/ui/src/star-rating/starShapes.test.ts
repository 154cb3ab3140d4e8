import { describe, expect, it } from 'vitest';
import { starShapes } from './StarRating';

describe('starShapes', () => {
  it('rounds to the nearest half star', () => {
    expect(starShapes(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starShapes(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starShapes(0.2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('keeps values outside the scale on it', () => {
    expect(starShapes(-2, 3)).toEqual(['empty', 'empty', 'empty']);
    expect(starShapes(9, 3)).toEqual(['full', 'full', 'full']);
  });
});
