import { describe, expect, it } from 'vitest';
import { formatMinorUnits, invoiceTotals, type InvoiceLine } from './invoiceTotals';

const line = (quantity: number, unitPrice: number): InvoiceLine => ({ item: 'x', quantity, unitPrice });

describe('invoiceTotals', () => {
  it('adds the lines and takes tax on the subtotal', () => {
    const totals = invoiceTotals([line(1, 130_000), line(1, 140_000), line(1, 170_000)], 1300);
    expect(totals).toEqual({
      lineTotals: [130_000, 140_000, 170_000],
      subtotal: 440_000,
      tax: 57_200,
      total: 497_200,
    });
  });

  it('never picks up floating-point pennies', () => {
    // 0.1 + 0.2 in dollars is 0.30000000000000004; in cents it is 30.
    expect(invoiceTotals([line(1, 10), line(1, 20)], 0).total).toBe(30);
    expect(invoiceTotals([line(3, 3333)], 0).subtotal).toBe(9999);
  });

  it('rounds fractional quantities and tax half away from zero', () => {
    expect(invoiceTotals([line(1.5, 3)], 0).lineTotals).toEqual([5]);
    // 13 % of 50 cents is 6.5 cents: 7.
    expect(invoiceTotals([line(1, 50)], 1300).tax).toBe(7);
    // A credit line rounds the same way below zero.
    expect(invoiceTotals([line(-1.5, 3)], 0).lineTotals).toEqual([-5]);
  });

  it('keeps the printed lines adding up to the printed total', () => {
    for (let seed = 1; seed < 200; seed++) {
      const lines = Array.from({ length: (seed % 7) + 1 }, (_, index) =>
        line(((seed * (index + 3)) % 40) / 4, (seed * 7919 * (index + 1)) % 250_000),
      );
      const totals = invoiceTotals(lines, (seed * 37) % 2500);
      expect(totals.lineTotals.reduce((sum, amount) => sum + amount, 0)).toBe(totals.subtotal);
      expect(totals.subtotal + totals.tax).toBe(totals.total);
      expect(totals.lineTotals.every(Number.isInteger)).toBe(true);
    }
  });

  it('gives zero for no lines', () => {
    expect(invoiceTotals([], 1300)).toEqual({ lineTotals: [], subtotal: 0, tax: 0, total: 0 });
  });
});

describe('formatMinorUnits', () => {
  it('divides by the currency’s own decimals', () => {
    expect(formatMinorUnits(497_200, 'USD', 'en-US')).toBe('$4,972.00');
    expect(formatMinorUnits(4972, 'JPY', 'en-US')).toBe('¥4,972');
    // German puts a no-break space before the sign.
    expect(formatMinorUnits(-5, 'EUR', 'de-DE').replace(/\s/g, ' ')).toBe('-0,05 €');
  });
});
