/**
 * A mask: `9` takes a digit, `a` a letter, `*` a digit or letter; any other character is a literal the
 * mask writes itself, e.g. `(999) 999-9999`.
 */
export type Mask = string;

/** A masked text and where the caret belongs in it. */
export interface MaskedText {
  value: string;
  caret: number;
}

const slotTests: Record<string, (char: string) => boolean> = {
  '9': (char) => /^\d$/.test(char),
  a: (char) => /^\p{L}$/u.test(char),
  '*': (char) => /^[\p{L}\d]$/u.test(char),
};

const isSlot = (maskChar: string) => maskChar in slotTests;

/** How many characters the mask takes from the user (its literals excluded). */
export function slotCount(mask: Mask): number {
  return Array.from(mask).filter(isSlot).length;
}

/**
 * The characters of `text` the mask can use, in order: anything that fits no slot (spaces, dashes,
 * brackets, a pasted label) is dropped, so pasting a number written any way works.
 */
export function maskInput(mask: Mask, text: string): string[] {
  const slots = Array.from(mask).filter(isSlot);
  const taken: string[] = [];
  for (const char of Array.from(text)) {
    const slot = slots[taken.length];
    if (slot === undefined) break;
    if (slotTests[slot]!(char)) taken.push(char);
  }
  return taken;
}

/** Lays `chars` into the mask, writing literals up to the last filled slot only, so nothing dangles. */
export function formatMasked(mask: Mask, chars: readonly string[]): string {
  let value = '';
  let used = 0;
  for (const maskChar of Array.from(mask)) {
    if (used === chars.length) break;
    if (isSlot(maskChar)) {
      value += chars[used];
      used += 1;
    } else {
      value += maskChar;
    }
  }
  return value;
}

/** The position just after the `count`-th filled slot of a formatted value (0 before the first). */
function caretAfter(mask: Mask, value: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  const maskChars = Array.from(mask);
  for (let index = 0; index < value.length; index += 1) {
    if (isSlot(maskChars[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return value.length;
}

/**
 * Re-masks what the input holds after an edit and keeps the caret beside the character it followed, so
 * typing or deleting in the middle does not throw the caret to the end. `deletedBackward` marks a Backspace
 * that only removed a literal (a bracket or dash): the character before it goes instead, as users expect.
 */
export function remask(
  mask: Mask,
  text: string,
  caret: number,
  { deletedBackward = false, previous = '' }: { deletedBackward?: boolean; previous?: string } = {},
): MaskedText {
  let before = maskInput(mask, text.slice(0, caret));
  let chars = maskInput(mask, text);
  if (deletedBackward && chars.join('') === maskInput(mask, previous).join('') && before.length > 0) {
    chars = [...chars.slice(0, before.length - 1), ...chars.slice(before.length)];
    before = before.slice(0, -1);
  }
  const value = formatMasked(mask, chars);
  return { value, caret: caretAfter(mask, value, before.length) };
}

/** True when every slot of the mask is filled. */
export function isMaskComplete(mask: Mask, value: string): boolean {
  return maskInput(mask, value).length === slotCount(mask);
}
