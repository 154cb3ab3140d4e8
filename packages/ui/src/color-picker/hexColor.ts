import { parseColor, type Color } from 'react-stately';

const hexDigits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour a typed hex code names, or null: 3 or 6 hex digits, with or without `#`, spaces around ignored.
 * Other CSS colour syntaxes (`rgb(…)`, names) are refused, so the field only ever takes what it shows.
 */
export function parseHexColor(text: string): Color | null {
  const match = hexDigits.exec(text.trim());
  return match ? parseColor(`#${match[1]}`).toFormat('hsb') : null;
}
