import { describe, expect, it } from 'vitest';
import { orderEmailHtml, orderTotals, sampleOrder, type OrderEmailLocale } from './orderEmail';

const english: OrderEmailLocale = {
  t: (key, values) => key.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? '')),
  lang: 'en',
  direction: 'ltr',
  money: (amount) => `$${amount.toFixed(2)}`,
  date: (isoDate) => isoDate,
};

describe('orderTotals', () => {
  it('adds the lines in cents and rounds the tax once', () => {
    // 89 + 3 × 14.50 + 129 = 261.50; 5.5 % tax = 14.3825 → 14.38; + 6.50 shipping.
    expect(orderTotals(sampleOrder)).toEqual({ subtotal: 261.5, tax: 14.38, shipping: 6.5, total: 282.38 });
  });
});

describe('orderEmailHtml', () => {
  it('is one document of presentation tables with inline styles and no script', () => {
    const html = orderEmailHtml(english);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<table role="presentation"');
    expect(html).toContain('$282.38');
    expect(html).not.toMatch(/<script|<style|\son\w+=/i);
  });

  it('escapes every value it writes, from the order and from the translations', () => {
    const hostile = {
      ...sampleOrder,
      customer: '<img src=x onerror=alert(1)> Eve',
      lines: [{ name: '"><script>alert(1)</script>', option: 'x', quantity: 1, unitPrice: 1 }],
    };
    const html = orderEmailHtml({ ...english, t: (key) => `${key}<b>` }, hostile);
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&#60;script&#62;');
  });

  it('reads right to left in a right-to-left language', () => {
    const html = orderEmailHtml({ ...english, lang: 'ar', direction: 'rtl' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('text-align: right;');
  });
});
