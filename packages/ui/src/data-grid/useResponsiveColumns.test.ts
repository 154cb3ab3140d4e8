import { describe, expect, it } from 'vitest';
import { collapsedColumnIds } from './useResponsiveColumns';

const columns = [
  { id: 'name' },
  { id: 'company', collapseBelow: 'tablet' as const },
  { id: 'phone', collapseBelow: 'phone' as const },
];
const at = (width: number | undefined) => [...collapsedColumnIds(columns, width)].sort();

describe('collapsedColumnIds', () => {
  it('collapses tablet columns below 1024 px and phone columns below 480 px', () => {
    expect(at(1024)).toEqual([]);
    expect(at(1023)).toEqual(['company']);
    expect(at(480)).toEqual(['company']);
    expect(at(479)).toEqual(['company', 'phone']);
  });

  it('collapses nothing before the grid is measured', () => {
    expect(at(undefined)).toEqual([]);
  });
});
