import type { jsPDF } from 'jspdf';
import { rightToLeftLine } from './rightToLeftLine';

/** The font family a PDF draws text in when its built-in Helvetica can show it. */
export const standardPdfFont = 'helvetica';

/**
 * Said when a PDF would have to leave characters out: no font offered for the export has them. The file is not
 * made, because a PDF with silent gaps in its cells reads as a different table.
 */
export class PdfFontMissingError extends Error {
  constructor(
    /** The characters no font could show, each once. */
    readonly characters: readonly string[],
  ) {
    super(`No PDF font shows ${characters.map((char) => `U+${codePointHex(char)}`).join(', ')}`);
    this.name = 'PdfFontMissingError';
  }
}

const codePointHex = (char: string) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

// Windows-1252's letters between 0x80 and 0x9F; with ASCII and Latin-1 they are what Helvetica draws in a PDF.
const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isStandardFontChar = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    windows1252Extras.has(char)
  );
};

// Controls and invisible format marks (zero-width spaces, direction marks) draw nothing, and a font rarely
// has them; a PDF cell is the same without them. Line breaks stay: they break a cell's lines.
const invisible = /(?!\n)[\p{Cc}\p{Cf}]/gu;

/**
 * The text as jsPDF should be given it: tabs as spaces, without other controls and invisible format marks,
 * and each line that starts in Arabic or Hebrew ordered to run from the right.
 */
export const pdfText = (text: string) =>
  text.replaceAll('\t', ' ').replace(invisible, '').split('\n').map(rightToLeftLine).join('\n');

/** Characters of `texts` (as {@link pdfText} makes them) that need a font of their own, each once. */
function charactersNeedingAFont(texts: readonly string[]): Set<string> {
  const needed = new Set<string>();
  for (const text of texts) {
    for (const char of text) if (!isStandardFontChar(char)) needed.add(char);
  }
  return needed;
}

/** The characters of a font registered with jsPDF, read from the cmap jsPDF parsed when the font was added. */
function fontCharacters(pdf: jsPDF, family: string): (char: string) => boolean {
  pdf.setFont(family, 'normal');
  const font = pdf.getFont() as unknown as {
    metadata?: { cmap?: { unicode?: { codeMap?: Record<number, number> } } };
  };
  const codeMap = font.metadata?.cmap?.unicode?.codeMap ?? {};
  // jsPDF writes text one UTF-16 unit at a time, so a character beyond the first plane (emoji) is never drawn.
  return (char) => char.length === 1 && (codeMap[char.charCodeAt(0)] ?? 0) > 0;
}

async function fontFile(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${url}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // jsPDF's file system holds binary strings; built in slices, as one call with every byte overflows the stack.
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return binary;
}

/**
 * Makes `pdf` able to draw every one of `texts`, and says which font family draws each. Give it the texts as
 * {@link pdfText} makes them, which is also how they should be drawn.
 *
 * Text Helvetica can show (Windows-1252: English and western European languages) stays in Helvetica, and no
 * font is fetched for it. For anything else (Arabic, Greek, Cyrillic…) the TrueType fonts at `fontUrls` are
 * fetched in order until every character has one, and embedded as the subset the document uses. Each text
 * is then drawn in the first font that has all of its characters (or most of them, for a text that mixes
 * scripts no single font has).
 *
 * @throws PdfFontMissingError when some character is in none of the fonts.
 */
export async function preparePdfFonts(
  pdf: jsPDF,
  texts: readonly string[],
  fontUrls: readonly string[],
): Promise<(text: string) => string> {
  const missing = charactersNeedingAFont(texts);
  const fonts: { family: string; has: (char: string) => boolean }[] = [];
  for (const url of fontUrls) {
    if (missing.size === 0) break;
    const family = `embedded-${fonts.length + 1}`;
    const fileName = `${family}.ttf`;
    pdf.addFileToVFS(fileName, await fontFile(url));
    // Headings are bold; the same glyphs serve them rather than fetching a second file.
    pdf.addFont(fileName, family, 'normal');
    pdf.addFont(fileName, family, 'bold');
    const has = fontCharacters(pdf, family);
    for (const char of missing) if (has(char)) missing.delete(char);
    fonts.push({ family, has });
  }
  if (missing.size > 0) throw new PdfFontMissingError([...missing]);
  return (text) => {
    const chars = [...charactersNeedingAFont([text])];
    const shown = (font: (typeof fonts)[number]) => chars.filter(font.has).length;
    if (chars.length === 0 || fonts.length === 0) return standardPdfFont;
    // Every character is in some font, but a text mixing scripts may need two: the one with most of it wins.
    return fonts.reduce((best, font) => (shown(font) > shown(best) ? font : best)).family;
  };
}
