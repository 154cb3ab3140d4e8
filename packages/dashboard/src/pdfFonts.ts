import { createContext, useContext } from 'react';

/** The font the dashboard's PDF exports use for Arabic, in the folder of its JSON endpoints. */
export const defaultPdfFonts = (apiBaseUrl = 'api/') => [
  `${apiBaseUrl.replace(/\/?$/, '/')}fonts/noto-sans-arabic.ttf`,
];

/**
 * The TrueType fonts of the dashboard's PDF exports (tables and invoices) for text Helvetica cannot show, set
 * once through `AtriumDashboard`'s `pdfFonts`.
 */
export const PdfFontsContext = createContext<readonly string[]>(defaultPdfFonts());

/** The fonts the dashboard's PDF exports draw non-western text in. */
export function usePdfFonts(): readonly string[] {
  return useContext(PdfFontsContext);
}
