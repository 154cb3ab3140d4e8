import styled from 'styled-components';

/** Height of one message row, in pixels: the virtual list lays rows out by it. */
export const mailRowHeight = 40;

export const Grid = styled.div`
  position: relative;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.size.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Rows = styled.div`
  position: relative;
  inline-size: 100%;
`;

export const Row = styled.div<{ $isRead: boolean; $isSelected: boolean }>`
  position: absolute;
  inset-inline-start: 0;
  inset-block-start: 0;
  display: grid;
  grid-template-columns: 36px minmax(120px, 190px) minmax(0, 1fr) 28px 78px;
  align-items: center;
  inline-size: 100%;
  block-size: ${mailRowHeight}px;
  padding-inline-end: ${({ theme }) => theme.space.md};
  box-sizing: border-box;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $isRead, theme }) => ($isRead ? theme.typography.weight.regular : theme.typography.weight.bold)};
  background: ${({ $isSelected, theme }) => ($isSelected ? theme.colors.selectedBackground : 'transparent')};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:hover {
    background: ${({ $isSelected, theme }) =>
      $isSelected ? theme.colors.selectedBackground : theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  @media (max-width: 600px) {
    grid-template-columns: 32px minmax(0, 1fr) 24px 64px;
    & > [data-column='sender'] {
      display: none;
    }
  }
`;

export const Cell = styled.div`
  min-inline-size: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const CheckCell = styled(Cell)`
  display: flex;
  justify-content: center;
  & > input {
    inline-size: 15px;
    block-size: 15px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

export const Teaser = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const LabelChip = styled.span`
  display: inline-block;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  padding: 1px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-transform: uppercase;
  vertical-align: 1px;
`;

export const DateCell = styled(Cell)`
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
