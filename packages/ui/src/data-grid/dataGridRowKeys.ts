import type { DataGridColumn } from './useDataGrid';

/**
 * What a cell sorts by: a number, text made to sort naturally by plain comparison, or `undefined` when the cell
 * is blank.
 */
export type DataGridSortKey = string | number | undefined;

/**
 * What rows sort and filter by, worked out once per rows array and kept: a sort compares ready keys instead of
 * reading and converting both cells on every comparison, and a search keystroke tests one string per row.
 */
export interface DataGridRowKeys {
  /**
   * Every row's sort key in a column, by the row's place in the rows given: the column's `sortValue` as it is,
   * else its value, text as {@link naturalSortKey} makes it.
   */
  sortKeys: (columnId: string) => readonly DataGridSortKey[];
  /**
   * Builds the rows' search text ahead of the first search, a slice at a time while `hasTime` says so; true
   * once it is complete. A search before then builds the rest at once.
   */
  prepareSearch: (hasTime: () => boolean) => boolean;
  /** Whether any cell of the row at `index` holds `text`, which must be lowercase. */
  rowIncludes: (index: number, text: string) => boolean;
  /** Whether the column's cell in the row at `index` holds `text`, which must be lowercase. */
  cellIncludes: (index: number, columnId: string, text: string) => boolean;
}

/** Rows whose search text is built between two checks of the time left. */
const searchSlice = 500;

/** Between two cells' text in a row's search text: a search box cannot type it, so no match spans two cells. */
const cellSeparator = '\n';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const lowercase = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).toLowerCase();
const digitRuns = /\d+/g;
const hasDigit = /\d/;
const leadingZeros = /^0+(?=\d)/;
/** The first code point of the characters that stand for a run's length: a run of one digit gets "1". */
const lengthMark = 0x30;

/**
 * Text turned into a key whose plain order (`<`) is the natural one, regardless of case: "Item2" before "item10".
 * Each run of digits gets a character for its length in front, so a longer number sorts after a shorter one
 * and numbers of one length compare digit by digit; leading zeros are dropped. Runs of up to 48 digits keep
 * their order against letters too, as digits before letters.
 */
export function naturalSortKey(text: string): string {
  const lower = text.toLowerCase();
  if (!hasDigit.test(lower)) return lower;
  return lower.replace(digitRuns, (run) => {
    const digits = run.replace(leadingZeros, '');
    return String.fromCharCode(lengthMark + digits.length) + digits;
  });
}

/**
 * The sort keys and search text of `rows` in `columns`, each computed the first time it is asked for: a
 * column's keys on its first sort, the rows' text on the first search, a column's text on its first filter.
 */
export function dataGridRowKeys<TRow>(
  rows: readonly TRow[],
  columns: readonly DataGridColumn<TRow>[],
): DataGridRowKeys {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sortKeys = new Map<string, DataGridSortKey[]>();
  const cellTexts = new Map<string, string[]>();

  const sortKeysOf = (columnId: string) => {
    const known = sortKeys.get(columnId);
    if (known) return known;
    const column = byId.get(columnId);
    const keys = column
      ? rows.map((row): DataGridSortKey => {
          if (column.sortValue) return column.sortValue(row);
          const value = column.value(row);
          return isBlank(value) ? undefined : typeof value === 'number' ? value : naturalSortKey(value);
        })
      : rows.map(() => undefined);
    sortKeys.set(columnId, keys);
    return keys;
  };

  const cellTextsOf = (columnId: string) => {
    const known = cellTexts.get(columnId);
    if (known) return known;
    const column = byId.get(columnId);
    const texts = column ? rows.map((row) => lowercase(column.value(row))) : rows.map(() => '');
    cellTexts.set(columnId, texts);
    return texts;
  };

  // Each row's whole text in lowercase, in row order; built ahead by prepareSearch, or at the first search.
  const rowTexts: string[] = [];
  // One lowercase conversion per row: joining writes blanks as nothing and numbers as their text.
  const addRowTexts = (count: number) => {
    const end = Math.min(rows.length, rowTexts.length + count);
    for (let index = rowTexts.length; index < end; index += 1) {
      const row = rows[index] as TRow;
      rowTexts.push(
        columns
          .map((column) => column.value(row))
          .join(cellSeparator)
          .toLowerCase(),
      );
    }
  };

  return {
    sortKeys: sortKeysOf,
    prepareSearch: (hasTime) => {
      while (rowTexts.length < rows.length && hasTime()) addRowTexts(searchSlice);
      return rowTexts.length === rows.length;
    },
    rowIncludes: (index, text) => {
      if (rowTexts.length < rows.length) addRowTexts(rows.length);
      return rowTexts[index]?.includes(text) ?? false;
    },
    cellIncludes: (index, columnId, text) => cellTextsOf(columnId)[index]?.includes(text) ?? false,
  };
}
