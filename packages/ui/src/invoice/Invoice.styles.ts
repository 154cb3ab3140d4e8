import styled from 'styled-components';

export const StyledInvoice = styled.article`
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;

  @media print {
    color: #000;
  }
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 48px;
  font-weight: ${({ theme }) => theme.typography.weight.light};
  line-height: 1;
  text-transform: lowercase;
`;

export const PartyBlock = styled.address<{ $isSeller?: boolean }>`
  display: flex;
  flex-direction: column;
  margin-block-start: ${({ theme, $isSeller }) => ($isSeller ? theme.space.md : 0)};
  font-style: normal;
  line-height: 1.6;

  strong {
    font-size: ${({ theme, $isSeller }) => ($isSeller ? theme.typography.size.md : theme.typography.size.xxl)};
    font-weight: ${({ theme, $isSeller }) =>
      $isSeller ? theme.typography.weight.bold : theme.typography.weight.regular};
  }
  abbr {
    text-decoration: underline dotted;
  }
`;

export const Parties = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

export const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-transform: uppercase;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  align-content: start;
  min-width: min(100%, 260px);
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

export const DueBox = styled.div`
  display: flex;
  grid-column: 1 / -1;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onInverse};
  background: ${({ theme }) => theme.colors.inverseSurface};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.xxl};

  dt {
    font-size: inherit;
    text-transform: none;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }

  @media print {
    color: #000;
    background: none;
    border: 2px solid #000;
  }
`;

export const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-block-end: ${({ theme }) => theme.space.xl};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    text-transform: uppercase;
  }
  tbody th {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  tfoot th {
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }

  /* A phone keeps every column: tighter cells leave the item names room beside the amounts. */
  @media (max-width: ${({ theme }) => theme.layout.phoneBreakpoint}px) {
    th,
    td {
      padding-inline: ${({ theme }) => theme.space.xs};
    }
    overflow-wrap: anywhere;
  }
`;

export const ItemDescription = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Amount = styled.td`
  /* Doubled to win over the table's start-aligned cells. */
  && {
    text-align: end;
  }
  white-space: nowrap;
`;

export const Grand = styled.tr`
  font-size: ${({ theme }) => theme.typography.size.xxl};

  @media (max-width: ${({ theme }) => theme.layout.phoneBreakpoint}px) {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }

  th,
  td {
    border-block-end: none;
  }
  td {
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  @media print {
    td {
      color: #000;
    }
  }
`;

export const Note = styled.p`
  margin: 0;
  line-height: 1.8;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
