/** What became of typed text: the finished tags it holds and the unfinished rest that stays in the input. */
export interface SplitTagText {
  tags: string[];
  rest: string;
}

/**
 * Splits typed or pasted text at commas and line breaks: every piece before the last separator is a
 * finished tag (trimmed, blanks dropped), the text after it is still being typed.
 */
export function splitTagText(text: string): SplitTagText {
  const pieces = text.split(/[,\n\r]/);
  const rest = pieces.pop() ?? '';
  return { tags: pieces.map((piece) => piece.trim()).filter((piece) => piece !== ''), rest };
}

/** Tags compare without case or surrounding spaces, so "React" and " react" count as the same tag. */
export function sameTag(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
