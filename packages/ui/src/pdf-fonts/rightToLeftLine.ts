// jsPDF lays every line out as left-to-right text: it turns each Arabic or Hebrew stretch around in place, but
// a line that starts in Arabic keeps its parts in the order they were typed, so "إلى: Rogers" prints the label
// on the left. A reader expects such a line to run from the right. This orders the line's parts for that
// before jsPDF sees it: a simplified form of the Unicode bidirectional algorithm, enough for a cell or a
// label and its value.

type Direction = 'ltr' | 'rtl' | 'neutral';

const rightToLeftLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const strongOrDigit = /[\p{L}\p{N}]/u;
// Percent, per mille, degree and currency signs belong to the number or code they touch ("13%", "US$").
const numberSign = /[%‰°\p{Sc}]/u;
const mirrored: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

const directionOfChar = (char: string): Direction =>
  rightToLeftLetter.test(char) ? 'rtl' : strongOrDigit.test(char) ? 'ltr' : 'neutral';

/** Each character's direction, with signs touching a left-to-right number or word taken into it. */
function directions(chars: readonly string[]): Direction[] {
  const found = chars.map(directionOfChar);
  return found.map((direction, index) =>
    direction === 'neutral' &&
    numberSign.test(chars[index] ?? '') &&
    (found[index - 1] === 'ltr' || found[index + 1] === 'ltr')
      ? 'ltr'
      : direction,
  );
}

/** Runs of one direction; neutrals between two runs of the same direction join them. */
function runs(chars: readonly string[], paragraph: 'ltr' | 'rtl') {
  const found = directions(chars);
  const resolved = found.map((direction, index) => {
    if (direction !== 'neutral') return direction;
    const before = found.slice(0, index).findLast((other) => other !== 'neutral') ?? paragraph;
    const after = found.slice(index + 1).find((other) => other !== 'neutral') ?? paragraph;
    // Neutrals the paragraph decides stay a run of their own: they are turned around with the line.
    return before === after ? before : 'neutral';
  });
  const result: { direction: Direction; text: string }[] = [];
  resolved.forEach((direction, index) => {
    const last = result.at(-1);
    if (last && last.direction === direction) last.text += chars[index];
    else result.push({ direction, text: chars[index] ?? '' });
  });
  return result;
}

/**
 * One line as jsPDF should be given it to print it the way it reads. A line whose first letter is Arabic or
 * Hebrew runs from the right: its parts come in reverse order, and the spaces and punctuation between them
 * are turned around with brackets mirrored. Any other line is returned as it is.
 */
export function rightToLeftLine(line: string): string {
  const chars = [...line];
  const firstStrong = chars.map(directionOfChar).find((direction) => direction !== 'neutral');
  if (firstStrong !== 'rtl') return line;
  return runs(chars, 'rtl')
    .reverse()
    .map(({ direction, text }) =>
      direction === 'neutral'
        ? [...text]
            .reverse()
            .map((char) => mirrored[char] ?? char)
            .join('')
        : text,
    )
    .join('');
}
