import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it, vi } from 'vitest';
import { naughtyStrings } from '../../test/naughtyStrings';
import { readArabicFont, readPdf } from '../../test/readPdf';
import { PdfFontMissingError } from '../pdf-fonts';
import {
  exportFileName,
  toClipboardText,
  toCsv,
  toPdf,
  toXlsx,
  type DataGridExportTable,
} from './dataGridExport';

const table: DataGridExportTable = {
  title: 'Invoices: 2026/Q1',
  headers: ['Inv No', 'Client', 'Amount'],
  rows: [
    [1, 'Mays, "The" Printers', 200.5],
    [2, '=HYPERLINK("http://evil.example")', -30],
    [3, '+1 555', null],
    [4, '-2+3', 0],
    [5, '@SUM(A1)', 12],
    [6, 'line one\nline two', 7],
  ],
};

/** Splits CSV text back into cells (RFC 4180), the way a spreadsheet would read it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      rows[rows.length - 1]?.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      rows[rows.length - 1]?.push(cell);
      rows.push([]);
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  rows[rows.length - 1]?.push(cell);
  return rows;
}

describe('grid exports', () => {
  it('writes CSV that reads back cell for cell, with formulas defused', () => {
    expect(parseCsv(toCsv(table))).toEqual([
      ['Inv No', 'Client', 'Amount'],
      ['1', 'Mays, "The" Printers', '200.5'],
      ['2', `'=HYPERLINK("http://evil.example")`, '-30'],
      ['3', "'+1 555", ''],
      ['4', "'-2+3", '0'],
      ['5', "'@SUM(A1)", '12'],
      ['6', 'line one\nline two', '7'],
    ]);
  });

  it('keeps every hostile string literally in CSV', () => {
    const hostile = { title: 'x', headers: ['Text'], rows: naughtyStrings.map((text) => [text]) };
    const cells = parseCsv(toCsv(hostile))
      .slice(1)
      .map(([cell]) => cell);
    expect(cells).toEqual(naughtyStrings.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)));
  });

  it('copies tab-separated rows with formulas defused and line breaks flattened', () => {
    expect(toClipboardText(table).split('\n')).toEqual([
      'Inv No\tClient\tAmount',
      '1\tMays, "The" Printers\t200.5',
      `2\t'=HYPERLINK("http://evil.example")\t-30`,
      "3\t'+1 555\t",
      "4\t'-2+3\t0",
      "5\t'@SUM(A1)\t12",
      '6\tline one line two\t7',
    ]);
  });

  it('writes an Excel workbook that reads back with numbers as numbers and text as text', async () => {
    const sheet = await readSheet(await toXlsx(table));
    expect(sheet).toEqual([
      ['Inv No', 'Client', 'Amount'],
      [1, 'Mays, "The" Printers', 200.5],
      [2, '=HYPERLINK("http://evil.example")', -30],
      [3, '+1 555', null],
      [4, '-2+3', 0],
      [5, '@SUM(A1)', 12],
      [6, 'line one\nline two', 7],
    ]);
  });

  it('keeps hostile strings in Excel cells as text', async () => {
    const rows = naughtyStrings.map((text) => [text]);
    const sheet = await readSheet(await toXlsx({ title: 'Hostile', headers: ['Text'], rows }), {
      trim: false,
    });
    const cells = sheet.slice(1).map(([cell]) => cell);
    const expected = naughtyStrings.map((text) =>
      // These two are formulas of their own text (see toXlsx): a reader that does not calculate sees no value.
      ['__proto__', 'constructor', ''].includes(text)
        ? null
        : // XML cannot carry control characters or a lone surrogate half, so the file leaves them out.
          [...text]
            .filter((char) => char >= ' ' || '\t\n\r'.includes(char))
            .join('')
            .replace('\ud800', ''),
    );
    expect(cells).toEqual(expected);
  });

  it('writes a US Letter PDF holding the title, headings and cells', async () => {
    const withMarkup = { ...table, rows: [...table.rows, [7, '<script>window.__pwned = true</script>', 1]] };
    const { text, width, height } = await readPdf(await toPdf(withMarkup));
    expect([width, height]).toEqual([612, 792]);
    for (const expected of [
      'Invoices',
      'Inv No',
      'Client',
      'Amount',
      'Mays, "The" Printers',
      '200.5',
      '@SUM(A1)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('<script>window.__pwned = true</script>');
  });

  it('writes Arabic in an embedded font, in reading order', async () => {
    const font = await readArabicFont();
    vi.stubGlobal('fetch', async () => new Response(font));
    const arabic: DataGridExportTable = {
      title: 'جهات الاتصال',
      headers: ['الاسم', 'Amount'],
      rows: [['مطبعة ميس 2026', 200.5]],
    };
    try {
      const { text } = await readPdf(await toPdf(arabic, { fonts: ['fonts/arabic.ttf'], direction: 'rtl' }));
      // The PDF holds each letter in the shape it takes in its word; compatibility normalisation reads them back.
      const read = text.normalize('NFKC');
      for (const expected of ['جهات الاتصال', 'الاسم', 'Amount', 'مطبعة ميس 2026', '200.5']) {
        expect(read).toContain(expected);
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses a PDF of text no offered font shows, rather than leave gaps', async () => {
    const greek = { ...table, rows: [[1, 'Ωμέγα', 3]] };
    await expect(toPdf(greek)).rejects.toBeInstanceOf(PdfFontMissingError);
  });

  it('names files after the title', () => {
    expect(exportFileName('Invoice grid (2026)', 'xlsx')).toBe('invoice-grid-2026.xlsx');
    expect(exportFileName('***', 'csv')).toBe('table.csv');
  });
});
