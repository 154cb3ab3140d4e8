import type { Meta, StoryObj } from '@storybook/react-vite';
import { readSheet } from 'read-excel-file/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { naughtyStrings } from '../../test/naughtyStrings';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';

const contacts = sampleContacts(57);

const meta = {
  title: 'Data/DataGrid/Export',
  component: DataGrid<SampleContact>,
  tags: ['autodocs'],
  args: {
    label: 'Contacts',
    rows: contacts,
    columns: sampleContactColumns,
    initialSort: [{ id: 'id', desc: false }],
    initialHiddenColumns: ['phone'],
    exportActions: ['copy', 'csv', 'xlsx', 'pdf', 'print'],
    exportTitle: 'Contacts in Modena',
    showColumnPicker: true,
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    getRowId: { control: false },
    labels: { control: false },
    exportActions: { control: 'check', options: ['copy', 'csv', 'xlsx', 'pdf', 'print'] },
  },
} satisfies Meta<typeof DataGrid<SampleContact>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses an export button and returns the file it hands to the browser's download, kept from the disk. */
async function downloadOf(canvasElement: HTMLElement, button: string) {
  const file = new Promise<{ name: string; blob: Promise<Blob> }>((resolve) => {
    const onClick = (event: MouseEvent) => {
      const link = event.target;
      if (!(link instanceof HTMLAnchorElement) || !link.download) return;
      event.preventDefault();
      document.removeEventListener('click', onClick, true);
      resolve({ name: link.download, blob: fetch(link.href).then((response) => response.blob()) });
    };
    document.addEventListener('click', onClick, true);
  });
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const { name, blob } = await file;
  return { name, blob: await blob };
}

/** The grid's rows as the user sees them: the cells' text, row by row. */
const shownRows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent ?? ''),
    );

/** Narrows and orders the grid the way a user would before exporting: a search and a sort by Name. */
async function narrowToModena(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'modena');
  await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
  await waitFor(() => expect(canvas.getByText(/Showing 1 to 8 of 8 entries/)).toBeVisible());
}

const headings = ['ID', 'Name', 'Company', 'Zip', 'City', 'Amount'];

/** CSV and Excel files hold what the grid shows: the search's rows in its order, without the hidden Phone. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    await narrowToModena(canvasElement);
    const shown = shownRows(canvasElement);
    // Amounts show with two decimals; the files keep the number itself.
    const asShown = (row: readonly unknown[]) =>
      row.map((cell, index) => (index === 5 ? Number(cell).toFixed(2) : String(cell)));

    const csv = await downloadOf(canvasElement, 'CSV');
    await expect(csv.name).toBe('contacts-in-modena.csv');
    const lines = (await csv.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toBe(headings.join(','));
    await expect(lines.slice(1).map((line) => asShown(line.split(',')))).toEqual(shown);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Downloaded contacts-in-modena.csv',
    );

    const xlsx = await downloadOf(canvasElement, 'Excel');
    await expect(xlsx.name).toBe('contacts-in-modena.xlsx');
    const [header, ...body] = await readSheet(xlsx.blob);
    await expect(header).toEqual(headings);
    await expect(body.map(asShown)).toEqual(shown);
    await expect(typeof body[0]?.[5]).toBe('number');

    const pdf = await downloadOf(canvasElement, 'PDF');
    await expect(pdf.name).toBe('contacts-in-modena.pdf');
    const source = await pdf.blob.text();
    await expect(source.startsWith('%PDF-')).toBe(true);
    // Six columns print sideways on US Letter: 792 by 612 points.
    await expect(source).toMatch(/\/MediaBox \[0 0 792\.?0* 612\.?0*\]/);
    await expect(source).toContain('(Contacts in Modena) Tj');
    await expect(source).toContain(`(${shown[0]?.[1]}) Tj`);
  },
};

/** Copy puts the view on the clipboard as tab-separated rows; Print puts every row of the view on paper. */
export const CopyAndPrint: Story = {
  play: async ({ canvasElement }) => {
    await narrowToModena(canvasElement);
    const shown = shownRows(canvasElement);
    const copied: string[] = [];
    const printed: string[][] = [];
    const { clipboard } = navigator;
    const { print } = window;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    window.print = () => {
      const sheet = document.querySelector('[data-atrium-print-view]');
      printed.push([...(sheet?.querySelectorAll('tr') ?? [])].map((row) => row.textContent ?? ''));
    };
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
      await waitFor(() =>
        expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied 8 rows to the clipboard'),
      );
      const [heading, ...lines] = copied[0]?.split('\n') ?? [];
      await expect(heading).toBe(headings.join('\t'));
      await expect(lines.map((line) => line.split('\t')[1])).toEqual(shown.map((row) => row[1]));

      // A page without a clipboard (plain http) says so instead of failing silently.
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
      await waitFor(() =>
        expect(within(canvasElement).getByRole('status')).toHaveTextContent(
          'The browser did not allow copying. Select the cells and copy them instead.',
        ),
      );

      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print' }));
      await waitFor(() => expect(printed).toHaveLength(1));
      await expect(printed[0]).toHaveLength(9);
      await expect(printed[0]?.[0]).toBe(headings.join(''));
      // The printout leaves the page once printing is over.
      await waitFor(() => expect(document.querySelector('[data-atrium-print-view]')).toBeNull());
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
      window.print = print;
    }
  },
};

interface TextRow {
  id: number;
  text: string;
}
const hostileRows: TextRow[] = naughtyStrings.map((text, index) => ({ id: index + 1, text }));

/** Hostile text reaches the CSV file literally, and text a spreadsheet would run as a formula is defused. */
export const HostileText: StoryObj<Meta<typeof DataGrid<TextRow>>> = {
  args: {
    label: 'Hostile text',
    rows: [{ id: 0, text: '=HYPERLINK("http://example.com","click")' }, ...hostileRows],
    columns: [
      { id: 'id', header: 'No.', value: (row) => row.id, align: 'end' },
      { id: 'text', header: 'Text', value: (row) => row.text },
    ],
    exportActions: ['csv', 'xlsx'],
  },
  render: (args) => <DataGrid<TextRow> {...args} />,
  play: async ({ canvasElement }) => {
    const xlsx = await downloadOf(canvasElement, 'Excel');
    const [, ...body] = await readSheet(xlsx.blob, { trim: false });
    const markup = (text: unknown) => typeof text === 'string' && text.startsWith('<');
    await expect(body[0]?.[1]).toBe('=HYPERLINK("http://example.com","click")');
    await expect(body.map((row) => row[1]).filter(markup)).toEqual(naughtyStrings.filter(markup));
    const csv = await downloadOf(canvasElement, 'CSV');
    await expect(await csv.blob.text()).toContain(
      '\r\n0,"\'=HYPERLINK(""http://example.com"",""click"")"\r\n',
    );
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

interface ArabicContact {
  id: number;
  name: string;
  city: string;
}
const arabicContacts: ArabicContact[] = [
  { id: 1, name: 'ليلى حداد', city: 'عمّان' },
  { id: 2, name: 'Omar Saleh', city: 'دبي' },
  { id: 3, name: 'سارة العلي', city: 'Paris' },
];

/**
 * Text beyond western European letters goes into the PDF in the fonts given as `pdfFonts`, fetched on the first
 * such export: here an Arabic font served beside the app. The PDF embeds only the letters it uses.
 */
export const ArabicPdf: StoryObj<Meta<typeof DataGrid<ArabicContact>>> = {
  args: {
    label: 'جهات الاتصال',
    exportTitle: 'جهات الاتصال',
    rows: arabicContacts,
    columns: [
      { id: 'id', header: 'الرقم', value: (row) => row.id, align: 'end' },
      { id: 'name', header: 'الاسم', value: (row) => row.name },
      { id: 'city', header: 'المدينة', value: (row) => row.city },
    ],
    exportActions: ['pdf'],
    pdfFonts: ['api/fonts/noto-sans-arabic.ttf'],
  },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <DataGrid<ArabicContact> {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pdf = await downloadOf(canvasElement, 'PDF');
    await expect(pdf.name).toBe('جهات-الاتصال.pdf');
    const source = await pdf.blob.text();
    // The font travels inside the file, so every reader shows the Arabic without having the font.
    await expect(source).toContain('/FontFile2');
    // Unicode glyph ids, the encoding of an embedded TrueType font, rather than Helvetica's western code page.
    await expect(source).toContain('/Identity-H');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Downloaded جهات-الاتصال.pdf');
  },
};

/**
 * A PDF that would lose characters is not made: with no font for Chinese or emoji, the grid says so and points
 * to the formats that keep every character.
 */
export const PdfWithoutAFont: StoryObj<Meta<typeof DataGrid<TextRow>>> = {
  args: {
    label: 'Hostile text',
    rows: hostileRows,
    columns: [
      { id: 'id', header: 'No.', value: (row) => row.id, align: 'end' },
      { id: 'text', header: 'Text', value: (row) => row.text },
    ],
    exportActions: ['pdf', 'csv'],
    pdfFonts: ['api/fonts/noto-sans-arabic.ttf'],
  },
  render: (args) => <DataGrid<TextRow> {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'The PDF has no font for some of this text. Export to Excel or CSV instead.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'CSV' })).toBeEnabled();
  },
};
