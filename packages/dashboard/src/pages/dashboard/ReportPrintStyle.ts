import { createGlobalStyle } from 'styled-components';
import { reportPrintAttribute } from './useReportPrint';

/** Rendered while a report prints: the page prints the marked part alone, at the top of the sheet. */
export const ReportPrintStyle = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [${reportPrintAttribute}],
    [${reportPrintAttribute}] * {
      visibility: visible;
    }
    [${reportPrintAttribute}] {
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
      inline-size: 100%;
    }
  }
`;
