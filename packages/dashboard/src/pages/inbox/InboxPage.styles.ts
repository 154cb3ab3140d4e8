import styled from 'styled-components';

export const InboxLayout = styled.div`
  display: grid;
  grid-template-columns: 190px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const SideHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  text-transform: uppercase;
`;

export const SideList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 760px) {
    display: flex;
    flex-wrap: wrap;
  }
`;

export const FolderLink = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onBackground};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    background: ${({ theme }) => theme.colors.selectedBackground};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const LabelEntry = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onBackground};
`;

export const LabelSwatch = styled.span`
  inline-size: 10px;
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

export const ToolbarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.onBackground};
  font-variant-numeric: tabular-nums;
`;
