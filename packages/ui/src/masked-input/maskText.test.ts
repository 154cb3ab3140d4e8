import { describe, expect, it } from 'vitest';
import { maskPresets, passesLuhn } from './maskPresets';
import { formatMasked, isMaskComplete, maskInput, remask, slotCount } from './maskText';

const phone = '(999) 999-9999';

describe('masks', () => {
  it('counts slots and takes only the characters that fit them', () => {
    expect(slotCount(phone)).toBe(10);
    expect(maskInput(phone, '+1 555-123-4567 ext 89').join('')).toBe('1555123456');
    expect(maskInput('aa-99', '1x2y34z').join('')).toBe('xy34');
    expect(maskInput('**', 'é-7').join('')).toBe('é7');
  });

  it('writes literals only up to the last filled slot', () => {
    expect(formatMasked(phone, [])).toBe('');
    expect(formatMasked(phone, ['5'])).toBe('(5');
    expect(formatMasked(phone, Array.from('555'))).toBe('(555');
    expect(formatMasked(phone, Array.from('5551'))).toBe('(555) 1');
    expect(formatMasked(phone, Array.from('5551234567'))).toBe('(555) 123-4567');
  });

  it('keeps the caret after the character typed in the middle', () => {
    // "(555) 12" with "9" typed between the 5s.
    expect(remask(phone, '(5955) 12', 3)).toEqual({ value: '(595) 512', caret: 3 });
    expect(remask(phone, '5551234567', 10)).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  it('treats Backspace over a literal as deleting the character before it', () => {
    expect(remask(phone, '(555)1', 5, { deletedBackward: true, previous: '(555) 1' })).toEqual({
      value: '(551',
      caret: 3,
    });
    expect(remask(phone, '(555) ', 6, { deletedBackward: true, previous: '(555) 1' })).toEqual({
      value: '(555',
      caret: 4,
    });
  });

  it('knows when every slot is filled', () => {
    expect(isMaskComplete(phone, '(555) 123-456')).toBe(false);
    expect(isMaskComplete(phone, '(555) 123-4567')).toBe(true);
  });
});

describe('presets', () => {
  it('refuse impossible dates and mistyped card numbers', () => {
    expect(maskPresets.date.check('02/29/2024')).toBeNull();
    expect(maskPresets.date.check('02/29/2025')).toBe('This date does not exist');
    expect(maskPresets.date.check('13/01/2025')).toBe('This date does not exist');
    expect(maskPresets.card.check('4111 1111 1111 1111')).toBeNull();
    expect(maskPresets.card.check('4111 1111 1111 1112')).toBe('This card number is not valid');
    expect(passesLuhn('')).toBe(false);
  });
});
