import { useCallback, useEffect, useState } from 'react';

/**
 * Owns printing one part of the page as a report: while `isPrinting`, the part marked with
 * {@link reportPrintAttribute} is all the printout shows, and the document title (which browsers offer as
 * the PDF's file name and print in its header) names the report.
 */
export function useReportPrint(title: string) {
  const [isPrinting, setPrinting] = useState(false);
  useEffect(() => {
    if (!isPrinting) return undefined;
    const previousTitle = document.title;
    document.title = title;
    const finish = () => setPrinting(false);
    window.addEventListener('afterprint', finish);
    // Opens the browser's print dialog, where "Save as PDF" writes the file; it waits for the next frame so
    // the marked part is in the page when the print preview is taken.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', finish);
      document.title = previousTitle;
    };
  }, [isPrinting, title]);
  const print = useCallback(() => setPrinting(true), []);
  return { isPrinting, print };
}

/** Marks the part of the page a report printout shows, alone. */
export const reportPrintAttribute = 'data-report-print';
