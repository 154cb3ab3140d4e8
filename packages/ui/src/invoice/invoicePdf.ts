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

/**
 * The invoice as a US Letter PDF with the same lines and totals as the page; the PDF libraries load on first
 * use, so the invoice page never pays for them up front.
 */
export async function invoiceToPdf(invoice: InvoiceData, locale: string, t: Translate): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const totals = invoiceTotals(invoice.lines, invoice.taxRateBasisPoints);
  const money = (minor: number) => formatMinorUnits(minor, invoice.currency, locale);
  const pdf = new jsPDF({ format: 'letter', unit: 'pt' });
  const right = pdf.internal.pageSize.getWidth() - 40;

  pdf.setFontSize(28);
  pdf.text(t('Invoice'), right, 56, { align: 'right' });
  pdf.setFontSize(11);
  pdf.text(invoice.seller.name, 40, 48);
  pdf.setFontSize(9);
  pdf.text(partyLines(invoice.seller), 40, 62);

  pdf.setFontSize(11);
  pdf.text(`${t('Bill to')}: ${invoice.client.name}`, 40, 150);
  pdf.setFontSize(9);
  pdf.text(partyLines(invoice.client), 40, 164);
  pdf.text(
    [
      `${t('Invoice number')}: ${invoice.number}`,
      `${t('Invoice date')}: ${formatInvoiceDate(invoice.date, locale)}`,
      `${t('Due date')}: ${formatInvoiceDate(invoice.dueDate, locale)}`,
      `${t('Total due')}: ${money(totals.total)}`,
    ],
    right,
    150,
    { align: 'right' },
  );

  const amount = { halign: 'right' as const };
  // Where the table ends on its last page, for the payment lines under it.
  let end = 400;
  autoTable(pdf, {
    startY: 240,
    head: [[t('Qty'), t('Item'), t('Description'), t('Price'), t('Subtotal')]],
    body: invoice.lines.map((line, index) => [
      new Intl.NumberFormat(locale).format(line.quantity),
      line.item,
      line.description ?? '',
      money(line.unitPrice),
      money(totals.lineTotals[index] ?? 0),
    ]),
    foot: [
      ['', t('Subtotal'), '', '', money(totals.subtotal)],
      [
        '',
        `${invoice.taxName} (${formatTaxRate(invoice.taxRateBasisPoints, locale)})`,
        '',
        '',
        money(totals.tax),
      ],
      ['', t('Total'), '', '', money(totals.total)],
    ],
    columnStyles: { 3: amount, 4: amount },
    styles: { fontSize: 9 },
    didDrawPage: (data) => {
      end = data.cursor?.y ?? end;
    },
  });
  pdf.text(`${t('Payment methods')}: ${invoice.paymentMethods.join(', ')}`, 40, end + 24);
  if (invoice.note) pdf.text(pdf.splitTextToSize(invoice.note, right - 40), 40, end + 40);
  return pdf.output('blob');
}
