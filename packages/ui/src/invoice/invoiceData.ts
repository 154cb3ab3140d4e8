import type { InvoiceLine } from './invoiceTotals';

/** Who sends or receives an invoice. */
export interface InvoiceParty {
  /** Company or person the invoice is made out by or to. */
  name: string;
  /** The person to the attention of whom it goes, under the name. */
  contact?: string;
  /** Address lines, in order. */
  address: string[];
  phone?: string;
  email?: string;
}

/** Everything an invoice shows; amounts are in minor units of `currency`. */
export interface InvoiceData {
  /** The invoice number as printed, e.g. `INV-2026-0042`. */
  number: string;
  /** ISO 8601 date of issue. */
  date: string;
  /** ISO 8601 date payment is due. */
  dueDate: string;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
  /** Tax rate in hundredths of a percent (1300 = 13 %), so rates like 8.25 % stay exact. */
  taxRateBasisPoints: number;
  /** Name of the tax, e.g. "HST/GST" or "VAT". */
  taxName: string;
  seller: InvoiceParty;
  client: InvoiceParty;
  lines: InvoiceLine[];
  /** Ways to pay, e.g. "Bank transfer". */
  paymentMethods: string[];
  /** Small print under the totals, e.g. late-payment terms. */
  note?: string;
}

/** A date-only ISO string as a date in `locale`, read in UTC so it never shifts a day with the time zone. */
export function formatInvoiceDate(iso: string, locale?: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A tax rate in basis points as a percentage in `locale`, e.g. "13%" or "8.25%". */
export function formatTaxRate(basisPoints: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
