export { PdfFontMissingError, pdfText, preparePdfFonts, standardPdfFont } from './pdfFonts';
