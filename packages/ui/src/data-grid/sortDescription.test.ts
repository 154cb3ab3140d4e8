import { describe, expect, it } from 'vitest';
import { sortDescription } from './sortDescription';

const headers: Record<string, string> = { name: 'Name', city: 'City', zip: 'Zip' };
const headerOf = (id: string) => headers[id];

describe('sortDescription', () => {
  it('names the single sorted column and its direction', () => {
    expect(sortDescription([{ id: 'name', desc: false }], headerOf)).toBe('Sorted by Name, ascending');
    expect(sortDescription([{ id: 'city', desc: true }], headerOf)).toBe('Sorted by City, descending');
  });

  it('lists several columns in priority order', () => {
    expect(
      sortDescription(
        [
          { id: 'city', desc: false },
          { id: 'name', desc: true },
          { id: 'zip', desc: false },
        ],
        headerOf,
      ),
    ).toBe('Sorted by City, ascending, then by Name, descending, then by Zip, ascending');
  });

  it('says the rows are not sorted when nothing known orders them', () => {
    expect(sortDescription([], headerOf)).toBe('Not sorted');
    expect(sortDescription([{ id: 'gone', desc: false }], headerOf)).toBe('Not sorted');
    expect(
      sortDescription(
        [
          { id: 'gone', desc: false },
          { id: 'zip', desc: true },
        ],
        headerOf,
      ),
    ).toBe('Sorted by Zip, descending');
  });

  it('uses translated words', () => {
    const labels = {
      unsorted: 'Ohne Sortierung',
      ascending: 'aufsteigend',
      descending: 'absteigend',
      sortedBy: (column: string, direction: string) => `Sortiert nach ${column}, ${direction}`,
      thenBy: (column: string, direction: string) => `, dann nach ${column}, ${direction}`,
    };
    expect(
      sortDescription(
        [
          { id: 'name', desc: false },
          { id: 'city', desc: true },
        ],
        headerOf,
        labels,
      ),
    ).toBe('Sortiert nach Name, aufsteigend, dann nach City, absteigend');
  });
});
