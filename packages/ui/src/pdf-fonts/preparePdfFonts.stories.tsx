import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PdfFontMissingError, pdfText, preparePdfFonts, standardPdfFont } from './pdfFonts';

interface PdfFontsPreviewProps {
  /** Lines of text a PDF is to hold: cells, labels, names. */
  lines: string[];
  /** Addresses of TrueType fonts for text Helvetica cannot show, tried in order. */
  fonts: string[];
}

type Outcome =
  | { kind: 'fonts'; rows: { text: string; font: string }[] }
  | { kind: 'refused'; characters: readonly string[] }
  | { kind: 'failed'; message: string };

/** Which font `preparePdfFonts` draws each line in, or why it refuses to make the PDF. */
function PdfFontsPreview({ lines, fonts }: PdfFontsPreviewProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const { jsPDF } = await import('jspdf');
      const texts = lines.map(pdfText);
      try {
        const fontFor = await preparePdfFonts(new jsPDF(), texts, fonts);
        if (isCurrent)
          setOutcome({ kind: 'fonts', rows: texts.map((text) => ({ text, font: fontFor(text) })) });
      } catch (error) {
        if (!isCurrent) return;
        setOutcome(
          error instanceof PdfFontMissingError
            ? { kind: 'refused', characters: error.characters }
            : { kind: 'failed', message: String(error) },
        );
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [lines, fonts]);

  if (!outcome) return <p role="status">Reading the fonts…</p>;
  if (outcome.kind === 'refused') {
    return <p role="alert">No font has: {outcome.characters.join(' ')}</p>;
  }
  if (outcome.kind === 'failed') return <p role="alert">{outcome.message}</p>;
  return (
    <table>
      <caption>Font of each line</caption>
      <thead>
        <tr>
          <th scope="col">Text as the PDF is given it</th>
          <th scope="col">Font</th>
        </tr>
      </thead>
      <tbody>
        {outcome.rows.map(({ text, font }) => (
          <tr key={text}>
            <td>{text}</td>
            <td>{font === standardPdfFont ? 'Helvetica (built in)' : `embedded (${font})`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Data/preparePdfFonts',
  component: PdfFontsPreview,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A PDF's built-in Helvetica has only the letters of English and the other western European " +
          'languages. `preparePdfFonts(pdf, texts, fontUrls)` readies a jsPDF document for everything else: it ' +
          'fetches the TrueType fonts at `fontUrls`, in order and only while some character still lacks one, ' +
          'and says which font draws each text. `pdfText` prepares a text first: invisible marks go, and a ' +
          'line that starts in Arabic or Hebrew is ordered to run from the right. When no font has a ' +
          'character, it throws `PdfFontMissingError` naming them, rather than print a PDF with gaps. The ' +
          "grid's and the invoice's PDF exports use it.",
      },
    },
  },
  args: {
    lines: ['Contacts', 'Café “Zoë”', 'جهات الاتصال', 'إلى: Rogers & Lane'],
    fonts: ['api/fonts/noto-sans-arabic.ttf'],
  },
} satisfies Meta<typeof PdfFontsPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Western text stays in Helvetica; Arabic gets the embedded font, and a mixed line runs from the right. */
export const ArabicBesideLatin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Font of each line' }, { timeout: 10_000 });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(rows).toEqual([
      ['Contacts', 'Helvetica (built in)'],
      ['Café “Zoë”', 'Helvetica (built in)'],
      ['جهات الاتصال', 'embedded (embedded-1)'],
      ['Rogers & Lane :إلى', 'embedded (embedded-1)'],
    ]);
  },
};

/** Characters no given font has (here Chinese and an emoji) refuse the PDF and are named. */
export const MissingFont: Story = {
  args: { lines: ['مرحبا', '漢字 🙂'] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('No font has: 漢 字 🙂');
  },
};
