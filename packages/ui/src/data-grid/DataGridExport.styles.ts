import styled, { createGlobalStyle } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

/** Attribute that marks the printout, the one thing left on paper while a grid prints. */
export const printViewAttribute = 'data-atrium-print-view';

export const PrintOnlyPage = createGlobalStyle`
  @media screen {
    [${printViewAttribute}] {
      display: none;
    }
  }

  @media print {
    body > :not([${printViewAttribute}]) {
      display: none !important;
    }
  }
`;

/** Paper is white whichever skin is on screen, so the printout sets its own ink rather than a skin's colours. */
export const PrintSheet = styled.div`
  color: #000;
  background: #fff;
`;

export const PrintTitle = styled.h1`
  margin-block: 0 12pt;
  font-size: 16pt;
`;

export const PrintTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 9pt;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 3pt 5pt;
    border: 0.5pt solid #777;
    text-align: start;
    vertical-align: top;
  }

  th {
    background: #eee;
  }

  thead {
    /* Headings repeat on every printed page. */
    display: table-header-group;
  }

  tr {
    break-inside: avoid;
  }
`;

export const ExportStatus = styled.div`
  ${visuallyHidden}
`;
