import styled from 'styled-components';

/** A dense, bordered table with striped rows, as the template's information pages use. */
export const InfoTable = styled.table<{ $firstColumnWidth?: string }>`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  table-layout: ${({ $firstColumnWidth }) => ($firstColumnWidth ? 'fixed' : 'auto')};

  th:first-child {
    width: ${({ $firstColumnWidth }) => $firstColumnWidth ?? 'auto'};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
    vertical-align: top;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }

  tbody th {
    min-width: 140px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  code {
    font-family: ${({ theme }) => theme.typography.mono};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  max-width: 80ch;
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
