import type { Cell, SheetData } from 'write-excel-file/universal';
import { pdfText, preparePdfFonts } from '../pdf-fonts';
import type { DataGridColumnState, DataGridValue } from './useDataGrid';

/** What a data grid exports: its visible columns' headings and the rows its search, filters and order leave. */
export interface DataGridExportTable {
  /** Names the file and heads the PDF and the printout. */
  title: string;
  headers: string[];
  /** One entry per row, one cell per heading; numbers stay numbers so spreadsheets can add them up. */
  rows: DataGridValue[][];
}

/** Ways a data grid hands over its current view: to the clipboard, as a file, or to the printer. */
export type DataGridExportAction = 'copy' | 'csv' | 'xlsx' | 'pdf' | 'print';

/** The file formats a data grid exports to. */
export type DataGridExportFormat = 'csv' | 'xlsx' | 'pdf';

/** Builds the export of a grid's current view from its visible columns and its rows in display order. */
export function dataGridExportTable<TRow>(
  title: string,
  columns: readonly DataGridColumnState<TRow>[],
  rows: readonly TRow[],
): DataGridExportTable {
  // Columns of controls (row actions) hold nothing worth exporting.
  const exported = columns.filter((column) => column.definition.isExported ?? true);
  return {
    title,
    headers: exported.map((column) => column.header),
    rows: rows.map((row) => exported.map((column) => column.definition.value(row))),
  };
}

// Spreadsheets run text that starts with these as a formula (CSV injection); a leading apostrophe keeps it text.
const formulaStart = /^[=+\-@\t\r]/;

/** A cell as text for a CSV file or the clipboard, with text a spreadsheet would run as a formula defused. */
function plainCell(value: DataGridValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return formulaStart.test(value) ? `'${value}` : value;
}

/** The table as CSV (RFC 4180: quoted where needed, CRLF line ends), safe to open in a spreadsheet. */
export function toCsv(table: DataGridExportTable): string {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return [table.headers, ...table.rows]
    .map((row) => row.map((cell) => quote(plainCell(cell))).join(','))
    .join('\r\n');
}

/** The table as tab-separated lines, the form spreadsheets and editors paste as rows and columns. */
export function toClipboardText(table: DataGridExportTable): string {
  // A tab or line break inside a cell would split it when pasted, so it becomes a space.
  const flat = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return [table.headers, ...table.rows]
    .map((row) => row.map((cell) => flat(plainCell(cell))).join('\t'))
    .join('\n');
}

// write-excel-file finds shared strings in a plain object, where "constructor" or "__proto__" hit Object's own
// members and corrupt the file. Such cells become a formula of the text itself: it shows the same words and runs nothing.
const objectMemberNames = new Set(Object.getOwnPropertyNames(Object.prototype));
const textCell = (text: string): Cell =>
  objectMemberNames.has(text)
    ? { value: `"${text}"`, type: 'Formula' as const }
    : { value: text, type: String };

/** The table as an Excel workbook; the spreadsheet library loads on first use, so pages never pay for it up front. */
export async function toXlsx(table: DataGridExportTable): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  // Every value is a typed cell: text that starts with "=" stays text, so hostile cells cannot run.
  const header: Cell[] = table.headers.map((value) => ({ ...textCell(value), fontWeight: 'bold' }));
  const body: SheetData = table.rows.map((row) =>
    row.map((value) =>
      typeof value === 'number' ? { value, type: Number } : value ? textCell(value) : null,
    ),
  );
  // Excel refuses sheet names over 31 characters or with any of []:*?/\ in them.
  const sheet =
    table.title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1';
  return writeXlsxFile([header, ...body], { sheet }).toBlob();
}

/** Options of {@link toPdf}. */
export interface DataGridPdfOptions {
  /**
   * Addresses of TrueType fonts for text Helvetica cannot show (Arabic, Greek, Cyrillic…), fetched in order
   * only when the table has such text.
   */
  fonts?: readonly string[];
  /** `rtl` lays the page out right to left, as the grid shows in Arabic or Hebrew: first column on the right. */
  direction?: 'ltr' | 'rtl';
}

/**
 * The table as a US Letter PDF; the PDF libraries load on first use.
 *
 * @throws PdfFontMissingError when some character is in none of the fonts.
 */
export async function toPdf(
  table: DataGridExportTable,
  { fonts = [], direction = 'ltr' }: DataGridPdfOptions = {},
): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  // Wide tables turn the page sideways rather than squeezing every column into a portrait page.
  const document = new jsPDF({
    format: 'letter',
    unit: 'pt',
    orientation: table.headers.length > 5 ? 'landscape' : 'portrait',
  });
  const isRtl = direction === 'rtl';
  // Right to left, the first column is the rightmost, as on screen.
  const inReadingOrder = (cells: string[]) => (isRtl ? cells.reverse() : cells);
  const title = pdfText(table.title);
  const headers = inReadingOrder(table.headers.map(pdfText));
  const rows = table.rows.map((row) =>
    inReadingOrder(row.map((cell) => (cell === null || cell === undefined ? '' : pdfText(String(cell))))),
  );
  const fontFor = await preparePdfFonts(document, [title, ...headers, ...rows.flat()], fonts);
  const cell = (content: string) => ({ content, styles: { font: fontFor(content) } });
  document.setFont(fontFor(title));
  document.setFontSize(14);
  const margin = 40;
  const pageWidth = document.internal.pageSize.getWidth();
  document.text(title, isRtl ? pageWidth - margin : margin, 40, { align: isRtl ? 'right' : 'left' });
  autoTable(document, {
    head: [headers.map(cell)],
    body: rows.map((row) => row.map(cell)),
    startY: 56,
    margin: { left: margin, right: margin },
    styles: {
      fontSize: 9,
      halign: isRtl ? 'right' : 'left',
      // The table plugin turns off the reordering that lays right-to-left text out for display.
      textOptions: { isInputVisual: true },
    },
  });
  return document.output('blob');
}

/** The file name of an export: the title in lower case with dashes, and the format's extension. */
export function exportFileName(title: string, format: DataGridExportFormat): string {
  const base = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'table'}.${format}`;
}

/** Hands a file to the browser's download, as a link with `download` would. */
export function downloadFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after this task; revoking at once could cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
