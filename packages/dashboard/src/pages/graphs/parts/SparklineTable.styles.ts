import styled from 'styled-components';

/** A bordered, striped table whose cells hold sparklines beside their numbers. */
export const SparklineTable = styled.table`
  inline-size: 100%;
  min-inline-size: 560px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
    vertical-align: middle;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }

  td:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  svg {
    vertical-align: middle;
  }
`;

/** Figures with their sparkline, side by side, like the ribbon's statistics of the classic template. */
export const StatStrip = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;

  div {
    display: grid;
    grid-template-columns: auto auto;
    column-gap: ${({ theme }) => theme.space.md};
    align-items: end;
  }

  dt {
    grid-column: 1;
    font-size: ${({ theme }) => theme.typography.size.xs};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    grid-column: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }

  dd + dd {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
`;
