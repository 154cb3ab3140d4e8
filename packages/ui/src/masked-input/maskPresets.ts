import type { Mask } from './maskText';

/** A ready-made mask with what a user needs to know about it and a check of a complete value. */
export interface MaskPreset {
  mask: Mask;
  /** The expected format in words, given to the input as its description. */
  format: string;
  inputMode: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  /** Why a complete value is still wrong (an impossible date, a mistyped card), or null. */
  check?: (value: string) => string | null;
}

function isRealDate(value: string): boolean {
  const [month, day, year] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The Luhn checksum every payment card number carries, which catches a mistyped or swapped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (const [index, char] of Array.from(digits).reverse().entries()) {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Masks for a North American phone number, a month/day/year date and a 16-digit payment card. */
export const maskPresets = {
  phone: {
    mask: '(999) 999-9999',
    format: 'Format: (555) 123-4567',
    inputMode: 'tel',
    autoComplete: 'tel-national',
  },
  date: {
    mask: '99/99/9999',
    format: 'Format: MM/DD/YYYY',
    inputMode: 'numeric',
    check: (value) => (isRealDate(value) ? null : 'This date does not exist'),
  },
  card: {
    mask: '9999 9999 9999 9999',
    format: 'Format: 16 digits, 1234 5678 9012 3456',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    check: (value) => (passesLuhn(value.replace(/\D/g, '')) ? null : 'This card number is not valid'),
  },
} as const satisfies Record<string, MaskPreset>;

/** Names of the ready-made masks. */
export type MaskPresetName = keyof typeof maskPresets;
