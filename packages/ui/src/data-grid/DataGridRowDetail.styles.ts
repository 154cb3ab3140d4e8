import styled from 'styled-components';
import { HeaderCell } from './DataGrid.styles';

/** The expand column's heading: as narrow as its buttons, leaving the width to the data columns. */
export const ExpandHeaderCell = styled(HeaderCell)`
  inline-size: 1px;
`;

export const ExpandButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 22px;
  block-size: 22px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const ExpandIcon = styled.svg`
  inline-size: 10px;
  block-size: 10px;
`;

export const DetailCell = styled.td`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  & > dt {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  & > dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

export const DetailContent = styled.div`
  &:not(:first-child) {
    margin-block-start: ${({ theme }) => theme.space.sm};
  }
`;
