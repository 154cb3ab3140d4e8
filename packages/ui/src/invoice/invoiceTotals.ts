/** One line of an invoice: what was sold, how many, and the price of one in minor units (cents). */
export interface InvoiceLine {
  item: string;
  description?: string;
  /** Units or hours; may have a fraction (1.5 hours). */
  quantity: number;
  /** Price of one unit in minor units of the invoice's currency, so sums stay exact. */
  unitPrice: number;
}

/** What an invoice adds up to, every amount in minor units. */
export interface InvoiceTotals {
  /** Each line's quantity × unit price, rounded to a whole minor unit, in line order. */
  lineTotals: number[];
  subtotal: number;
  tax: number;
  total: number;
}

/** Rounds half away from zero, as invoices round a half cent, and never leaves `-0`. */
function roundMinor(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/**
 * The totals of `lines` with tax at `taxRateBasisPoints` (1300 = 13 %). Each line is rounded to a whole minor
 * unit, the subtotal is their exact sum, and tax is taken once on the subtotal, so the printed lines always
 * add up to the printed subtotal and total.
 */
export function invoiceTotals(lines: readonly InvoiceLine[], taxRateBasisPoints: number): InvoiceTotals {
  const lineTotals = lines.map((line) => roundMinor(line.quantity * line.unitPrice));
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  const tax = roundMinor((subtotal * taxRateBasisPoints) / 10_000);
  return { lineTotals, subtotal, tax, total: subtotal + tax };
}

/** An amount in minor units as money in `locale`; only display divides, by the currency's own decimals. */
export function formatMinorUnits(minor: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
