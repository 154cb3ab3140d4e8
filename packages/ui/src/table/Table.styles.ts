import styled, { css } from 'styled-components';

export const TableScroller = styled.div`
  /* Wide tables scroll inside their own box, so the page never scrolls sideways. */
  position: relative;
  overflow-x: auto;
`;

export const StyledTable = styled.table<{
  $isStriped: boolean;
  $isBordered: boolean;
  $isHoverable: boolean;
  $isCondensed: boolean;
}>`
  inline-size: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-variant-numeric: tabular-nums;

  caption {
    padding-block-end: ${({ theme }) => theme.space.sm};
    text-align: start;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th,
  td {
    padding-block: ${({ theme, $isCondensed }) => ($isCondensed ? theme.space.xs : theme.space.sm)};
    padding-inline: ${({ theme, $isCondensed }) => ($isCondensed ? theme.space.xs : theme.space.md)};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    border-block-end: 2px solid ${({ theme }) => theme.colors.borderStrong};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    vertical-align: bottom;
  }

  ${({ $isBordered, theme }) =>
    $isBordered &&
    css`
      border: 1px solid ${theme.colors.border};

      th,
      td {
        border: 1px solid ${theme.colors.border};
      }
    `}

  ${({ $isStriped, theme }) =>
    $isStriped &&
    css`
      tbody tr:nth-child(odd) {
        background: ${theme.colors.surfaceMuted};
      }
    `}

  ${({ $isHoverable, theme }) =>
    $isHoverable &&
    css`
      tbody tr:hover {
        background: ${theme.colors.selectedBackground};
      }
    `}
`;
