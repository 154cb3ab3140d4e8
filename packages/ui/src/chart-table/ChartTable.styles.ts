import styled from 'styled-components';

export const ChartTableFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const TableScroller = styled.div`
  /* Positioned, so visually hidden text in the cells is clipped here instead of widening the page. */
  position: relative;
  overflow-x: auto;
`;

export const DataTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-variant-numeric: tabular-nums;

  caption {
    padding-block-end: ${({ theme }) => theme.space.sm};
    text-align: start;
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  th,
  td {
    padding-block: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }

  th[scope='row'],
  thead th:first-child {
    text-align: start;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
