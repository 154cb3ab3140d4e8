import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);

// The PDF reader measures the standard fonts from its own data files rather than a network address.
const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The first page's text as a reader extracts it (pieces joined by spaces), its size in points and the page count. */
export async function readPdf(blob: Blob) {
  const data = new Uint8Array(await blob.arrayBuffer());
  const document = await getDocument({ data, standardFontDataUrl }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const { width, height } = page.getViewport({ scale: 1 });
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  return { text, width, height, pages: document.numPages };
}

/** A font file with Arabic and Latin letters, as an app would serve it for PDF exports. */
export const readArabicFont = () =>
  readFile(require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'));
