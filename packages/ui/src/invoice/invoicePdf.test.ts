import { afterEach, describe, expect, it, vi } from 'vitest';
import { readArabicFont, readPdf } from '../../test/readPdf';
import { PdfFontMissingError } from '../pdf-fonts';
import type { InvoiceData } from './invoiceData';
import { invoiceToPdf } from './invoicePdf';

const invoice: InvoiceData = {
  number: 'INV-2026-0042',
  date: '2026-01-15',
  dueDate: '2026-02-14',
  currency: 'USD',
  taxRateBasisPoints: 1300,
  taxName: 'HST',
  seller: { name: 'Atrium Studio Ltd.', address: ['48 Harbour Street'] },
  client: { name: 'Rogers & Lane', address: ['342 Mirlington Road'] },
  lines: [{ item: 'Brand identity', quantity: 2, unitPrice: 130000 }],
  paymentMethods: ['Bank transfer'],
  note: 'Please pay within 30 days.',
};

const english = (text: string) => text;
const arabicWords: Record<string, string> = { Invoice: 'فاتورة', Total: 'المجموع', 'Bill to': 'إلى' };
const arabic = (text: string) => arabicWords[text] ?? text;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invoiceToPdf', () => {
  it('writes the parties, lines and totals of an English invoice in Helvetica, fetching no font', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { text, width, height } = await readPdf(
      await invoiceToPdf(invoice, 'en-US', english, { fonts: ['fonts/arabic.ttf'] }),
    );
    expect([width, height]).toEqual([612, 792]);
    for (const expected of ['Invoice', 'Atrium Studio Ltd.', 'Bill to: Rogers & Lane', 'Brand identity']) {
      expect(text).toContain(expected);
    }
    // Two at $1,300.00 and 13 % tax on $2,600.00.
    expect(text).toContain('$2,938.00');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('writes an Arabic translation in the embedded font, in reading order', async () => {
    const font = await readArabicFont();
    vi.stubGlobal('fetch', async () => new Response(font));
    const { text } = await readPdf(
      await invoiceToPdf(invoice, 'ar', arabic, { fonts: ['fonts/arabic.ttf'] }),
    );
    const read = text.normalize('NFKC');
    for (const expected of ['فاتورة', 'المجموع', 'Brand identity']) {
      expect(read).toContain(expected);
    }
    // The line runs from the right, as Arabic reads: the label on the right, the name on its left.
    expect(read).toContain('Rogers & Lane :إلى');
  });

  it('refuses an Arabic translation when no font is offered', async () => {
    await expect(invoiceToPdf(invoice, 'en-US', arabic)).rejects.toBeInstanceOf(PdfFontMissingError);
  });
});
