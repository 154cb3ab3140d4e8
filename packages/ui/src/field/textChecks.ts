// Shape checks behind the generic field rules, kept pure so schemas and hooks share one definition.

// Something before the @, a dot-separated domain after it, no blanks: strict enough to catch typos.
const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// An optional sign, digits, an optional decimal part: what people type for a price or an amount.
const numberShape = /^[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;
const digitsShape = /^\d+$/;
// A scheme, then at least one character that is not a blank: "https://example.com", "mailto:a@b.c".
const uriShape = /^[a-z][a-z\d+.-]*:[^\s]+$/i;

/** Whether the text is an e-mail address (`name@domain.tld`). */
export function isEmailAddress(text: string): boolean {
  return emailShape.test(text.trim());
}

/** Whether the text is a decimal number, with an optional sign and a dot or comma before the fraction. */
export function isNumericText(text: string): boolean {
  return numberShape.test(text.trim());
}

/** Whether the text is made of the digits 0–9 only. */
export function isDigitsOnly(text: string): boolean {
  return digitsShape.test(text);
}

/** Whether the text is an absolute URI with a scheme (`https://…`, `ftp://…`, `mailto:…`). */
export function isAbsoluteUri(text: string): boolean {
  const trimmed = text.trim();
  if (!uriShape.test(trimmed)) return false;
  // Web addresses also need a host, which the URL parser checks the way browsers do.
  if (!/^(?:https?|ftp):/i.test(trimmed)) return true;
  try {
    return new URL(trimmed).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether the text is a plausible card number: 13 to 19 digits (blanks and dashes between groups allowed)
 * whose Luhn checksum holds, which catches every single mistyped digit and most swapped pairs.
 */
export function isCreditCardNumber(text: string): boolean {
  if (!/^[\d -]+$/.test(text)) return false;
  const digits = text.replace(/[ -]/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
