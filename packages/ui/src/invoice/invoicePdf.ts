import { pdfText, preparePdfFonts } from '../pdf-fonts';
import { directionOf } from '../theme/direction';
import { formatInvoiceDate, formatTaxRate, type InvoiceData, type InvoiceParty } from './invoiceData';
import { formatMinorUnits, invoiceTotals } from './invoiceTotals';

/** Translates an English interface text, filling `{name}` placeholders. */
type Translate = (text: string, values?: Record<string, string | number>) => string;

const partyLines = (party: InvoiceParty) => [
  ...(party.contact ? [party.contact] : []),
  ...party.address,
  ...(party.phone ? [party.phone] : []),
  ...(party.email ? [party.email] : []),
];

/** Options of {@link invoiceToPdf}. */
export interface InvoicePdfOptions {
  /**
   * Addresses of TrueType fonts for text Helvetica cannot show (an Arabic translation, a client's name in
   * Greek…), fetched in order only when the invoice has such text.
   */
  fonts?: readonly string[];
}

/**
 * The invoice as a US Letter PDF with the same lines and totals as the page; the PDF libraries load on first
 * use, so the invoice page never pays for them up front. In a right-to-left `locale` the page is mirrored, as
 * the invoice is on screen.
 *
 * @throws PdfFontMissingError when some character is in none of the fonts.
 */
export async function invoiceToPdf(
  invoice: InvoiceData,
  locale: string,
  t: Translate,
  { fonts = [] }: InvoicePdfOptions = {},
): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const totals = invoiceTotals(invoice.lines, invoice.taxRateBasisPoints);
  const money = (minor: number) => pdfText(formatMinorUnits(minor, invoice.currency, locale));
  const pdf = new jsPDF({ format: 'letter', unit: 'pt' });
  const margin = 40;
  const width = pdf.internal.pageSize.getWidth();
  const isRtl = directionOf(locale) === 'rtl';
  // The sides the reading starts and ends on: left and right, or right and left.
  const start = { x: isRtl ? width - margin : margin, align: isRtl ? 'right' : 'left' } as const;
  const end = { x: isRtl ? margin : width - margin, align: isRtl ? 'left' : 'right' } as const;
  const inReadingOrder = (cells: string[]) => (isRtl ? cells.reverse() : cells);

  const title = pdfText(t('Invoice'));
  const seller = [invoice.seller.name, ...partyLines(invoice.seller)].map(pdfText);
  const billTo = pdfText(`${t('Bill to')}: ${invoice.client.name}`);
  const client = partyLines(invoice.client).map(pdfText);
  const facts = [
    `${t('Invoice number')}: ${invoice.number}`,
    `${t('Invoice date')}: ${formatInvoiceDate(invoice.date, locale)}`,
    `${t('Due date')}: ${formatInvoiceDate(invoice.dueDate, locale)}`,
    `${t('Total due')}: ${money(totals.total)}`,
  ].map(pdfText);
  const row = (cells: string[]) => inReadingOrder(cells.map(pdfText));
  const head = [row([t('Qty'), t('Item'), t('Description'), t('Price'), t('Subtotal')])];
  const body = invoice.lines.map((line, index) =>
    row([
      new Intl.NumberFormat(locale).format(line.quantity),
      line.item,
      line.description ?? '',
      money(line.unitPrice),
      money(totals.lineTotals[index] ?? 0),
    ]),
  );
  const taxLabel = `${invoice.taxName} (${formatTaxRate(invoice.taxRateBasisPoints, locale)})`;
  const foot = [
    row(['', t('Subtotal'), '', '', money(totals.subtotal)]),
    row(['', taxLabel, '', '', money(totals.tax)]),
    row(['', t('Total'), '', '', money(totals.total)]),
  ];
  const payment = pdfText(`${t('Payment methods')}: ${invoice.paymentMethods.join(', ')}`);
  const note = pdfText(invoice.note ?? '');
  const fontFor = await preparePdfFonts(
    pdf,
    [title, ...seller, billTo, ...client, ...facts, ...[...head, ...body, ...foot].flat(), payment, note],
    fonts,
  );
  /** Writes lines that share a font: the one that shows all of them. */
  const write = (lines: string | string[], y: number, side: typeof start | typeof end) => {
    pdf.setFont(fontFor(([] as string[]).concat(lines).join('\n')));
    pdf.text(lines, side.x, y, { align: side.align });
  };

  pdf.setFontSize(28);
  write(title, 56, end);
  pdf.setFontSize(11);
  write(seller[0] ?? '', 48, start);
  pdf.setFontSize(9);
  write(seller.slice(1), 62, start);

  pdf.setFontSize(11);
  write(billTo, 150, start);
  pdf.setFontSize(9);
  write(client, 164, start);
  write(facts, 150, end);

  // The price and subtotal columns line up on the side the reading ends.
  const amount = { halign: end.align };
  const amountColumns: Record<number, typeof amount> = isRtl
    ? { 0: amount, 1: amount }
    : { 3: amount, 4: amount };
  // Where the table ends on its last page, for the payment lines under it.
  let tableEnd = 400;
  autoTable(pdf, {
    startY: 240,
    head,
    body,
    foot,
    margin: { left: margin, right: margin },
    columnStyles: amountColumns,
    // The table plugin turns off the reordering that lays right-to-left text out for display.
    styles: { fontSize: 9, halign: start.align, textOptions: { isInputVisual: true } },
    didParseCell: ({ cell }) => {
      cell.styles.font = fontFor(cell.text.join('\n'));
    },
    didDrawPage: (data) => {
      tableEnd = data.cursor?.y ?? tableEnd;
    },
  });
  write(payment, tableEnd + 24, start);
  if (note) {
    pdf.setFont(fontFor(note));
    write(pdf.splitTextToSize(note, width - 2 * margin) as string[], tableEnd + 40, start);
  }
  return pdf.output('blob');
}
