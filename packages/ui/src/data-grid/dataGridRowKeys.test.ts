import { describe, expect, it } from 'vitest';
import { dataGridRowKeys, naturalSortKey } from './dataGridRowKeys';
import type { DataGridColumn } from './useDataGrid';

interface Part {
  label: string;
  count: number | null;
  shipped: string;
}

const parts: Part[] = [
  { label: 'Valve 10', count: 3, shipped: '04/03/2014' },
  { label: 'valve 2', count: 20, shipped: '12/01/2013' },
  { label: 'Valve 1', count: null, shipped: '01/15/2014' },
];
const columns: DataGridColumn<Part>[] = [
  { id: 'label', header: 'Label', value: (part) => part.label },
  { id: 'count', header: 'Count', value: (part) => part.count },
  {
    id: 'shipped',
    header: 'Shipped',
    value: (part) => part.shipped,
    sortValue: (part) => part.shipped.replace(/(\d+)\/(\d+)\/(\d+)/, '$3-$1-$2'),
  },
];
const keys = dataGridRowKeys(parts, columns);
const inOrder = (words: string[]) =>
  [...words].sort((left, right) => (naturalSortKey(left) < naturalSortKey(right) ? -1 : 1));

describe('naturalSortKey', () => {
  it('orders numbers inside text by their value, whatever their length or leading zeros', () => {
    expect(inOrder(['item10', 'item2', 'item1', 'item007', 'item'])).toEqual([
      'item',
      'item1',
      'item2',
      'item007',
      'item10',
    ]);
    expect(inOrder(['2024-10-1', '2024-9-30', '2023-12-31'])).toEqual([
      '2023-12-31',
      '2024-9-30',
      '2024-10-1',
    ]);
  });

  it('ignores case and puts digits before letters', () => {
    expect(inOrder(['banana', 'Apple', '3 pears', 'cherry'])).toEqual([
      '3 pears',
      'Apple',
      'banana',
      'cherry',
    ]);
  });
});

describe('dataGridRowKeys', () => {
  it('keys text naturally, numbers as numbers, blanks as undefined, and a sort value as it is', () => {
    expect(keys.sortKeys('label')).toEqual(parts.map((part) => naturalSortKey(part.label)));
    expect(keys.sortKeys('count')).toEqual([3, 20, undefined]);
    expect(keys.sortKeys('shipped')).toEqual(['2014-04-03', '2013-12-01', '2014-01-15']);
  });

  it('finds search text in any cell regardless of case, but never across two cells', () => {
    const matches = (text: string) => parts.filter((_, index) => keys.rowIncludes(index, text)).length;
    expect(matches('valve 1')).toBe(2);
    expect(matches('12/01/2013')).toBe(1);
    // "valve 2" and "20" are two cells of one row.
    expect(matches('valve 220')).toBe(0);
    expect(matches('null')).toBe(0);
  });

  it('filters a column by its own cells only', () => {
    const matches = (columnId: string, text: string) =>
      parts.filter((_, index) => keys.cellIncludes(index, columnId, text)).length;
    expect(matches('label', 'valve 2')).toBe(1);
    expect(matches('count', '3')).toBe(1);
    expect(matches('count', '2014')).toBe(0);
  });

  it('builds the search text ahead in slices while there is time, and a search finishes what is left', () => {
    const many = Array.from({ length: 1_200 }, (_, index) => ({
      label: `Part ${index}`,
      count: index,
      shipped: '',
    }));
    const ahead = dataGridRowKeys(many, columns);
    let turns = 0;
    // One slice a turn: the time runs out after every check but the first.
    const oneSlice = () => {
      let checked = false;
      return () => (checked ? false : (checked = true));
    };
    while (!ahead.prepareSearch(oneSlice())) turns += 1;
    expect(turns).toBe(2);
    expect(ahead.rowIncludes(1_199, 'part 1199')).toBe(true);

    const interrupted = dataGridRowKeys(many, columns);
    expect(interrupted.prepareSearch(oneSlice())).toBe(false);
    expect(interrupted.rowIncludes(1_150, 'part 1150')).toBe(true);
    expect(interrupted.prepareSearch(() => false)).toBe(true);
  });
});
