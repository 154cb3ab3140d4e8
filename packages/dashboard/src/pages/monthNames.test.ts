import { describe, expect, it } from 'vitest';
import { monthNames } from './monthNames';

describe('monthNames', () => {
  it('lists the first months of the year in the chosen language and width', () => {
    expect(monthNames('en-US', 3, 'long')).toEqual(['January', 'February', 'March']);
    expect(monthNames('fr-FR', 2, 'long')).toEqual(['janvier', 'février']);
    expect(monthNames('en-US', 12, 'short').at(-1)).toBe('Dec');
  });
});
