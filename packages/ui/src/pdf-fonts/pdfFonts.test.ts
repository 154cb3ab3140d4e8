import { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readArabicFont } from '../../test/readPdf';
import { PdfFontMissingError, pdfText, preparePdfFonts, standardPdfFont } from './pdfFonts';

/** Answers every fetch with the Arabic font file, or with `status` when one is given; counts the calls. */
function serveFont(status = 200) {
  const fetch = vi.fn<(url: string) => Promise<Response>>(async () =>
    status === 200
      ? new Response(await readArabicFont())
      : new Response('', { status, statusText: 'Not Found' }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preparePdfFonts', () => {
  it('keeps western European text in Helvetica and fetches nothing for it', async () => {
    const fetch = serveFont();
    const fontFor = await preparePdfFonts(new jsPDF(), ['Café “Zoë” – €12', 'Œuvre'], ['arabic.ttf']);
    expect(fetch).not.toHaveBeenCalled();
    expect(fontFor('Café “Zoë” – €12')).toBe(standardPdfFont);
  });

  it('embeds a font for Arabic text and draws only that text in it', async () => {
    const fetch = serveFont();
    const fontFor = await preparePdfFonts(new jsPDF(), ['جهات الاتصال', 'Contacts'], ['arabic.ttf']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('arabic.ttf');
    expect(fontFor('جهات الاتصال')).not.toBe(standardPdfFont);
    expect(fontFor('Contacts')).toBe(standardPdfFont);
  });

  it('fetches the next font only while characters are still missing', async () => {
    const fetch = serveFont();
    await preparePdfFonts(new jsPDF(), ['مرحبا'], ['first.ttf', 'second.ttf']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['first.ttf']);
  });

  it('refuses, naming the characters, when no font has them', async () => {
    serveFont();
    const refusal = preparePdfFonts(new jsPDF(), ['مرحبا 漢字 🙂'], ['arabic.ttf']);
    await expect(refusal).rejects.toBeInstanceOf(PdfFontMissingError);
    const error = (await refusal.catch((reason: unknown) => reason)) as PdfFontMissingError;
    expect([...error.characters].sort()).toEqual(['字', '漢', '🙂'].sort());
  });

  it('refuses text outside Helvetica when no font is offered', async () => {
    await expect(preparePdfFonts(new jsPDF(), ['Ωμέγα'], [])).rejects.toMatchObject({
      characters: ['Ω', 'μ', 'έ', 'γ', 'α'],
    });
  });

  it('fails when a font cannot be fetched', async () => {
    serveFont(404);
    await expect(preparePdfFonts(new jsPDF(), ['مرحبا'], ['missing.ttf'])).rejects.toThrow(
      /404.*missing\.ttf/,
    );
  });
});

describe('pdfText', () => {
  it('drops invisible marks and controls, keeps line breaks and turns tabs into spaces', () => {
    expect(pdfText('a\u200bb\u200fc\u0007d\te\nf\ufeff')).toBe('abcd e\nf');
  });
});
