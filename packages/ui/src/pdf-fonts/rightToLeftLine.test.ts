import { describe, expect, it } from 'vitest';
import { rightToLeftLine } from './rightToLeftLine';

describe('rightToLeftLine', () => {
  it('leaves a line that starts in a left-to-right script as it is', () => {
    for (const line of ['Rogers & Lane', '1,300.00 US$', 'HST (13%)', 'Omar سارة']) {
      expect(rightToLeftLine(line)).toBe(line);
    }
  });

  it('leaves a line of Arabic words alone: jsPDF turns each Arabic stretch around itself', () => {
    expect(rightToLeftLine('ليلى حداد')).toBe('ليلى حداد');
  });

  it('puts an Arabic label on the right of a Latin value, with the colon between them', () => {
    expect(rightToLeftLine('إلى: Rogers & Lane')).toBe('Rogers & Lane :إلى');
  });

  it('puts a number after Arabic words on their left', () => {
    expect(rightToLeftLine('دبي 2026')).toBe('2026 دبي');
  });

  it('keeps a sign with its number and mirrors the brackets around it', () => {
    expect(rightToLeftLine('المجموع (13%)')).toBe('(13%) المجموع');
  });

  it('keeps a currency code with its sign', () => {
    expect(rightToLeftLine('المبلغ: 4,859.00 US$')).toBe('4,859.00 US$ :المبلغ');
  });

  it('orders several Arabic and Latin parts from the right', () => {
    expect(rightToLeftLine('مرحبا Omar و سارة')).toBe('و سارة Omar مرحبا');
  });
});
