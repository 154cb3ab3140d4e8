import { Link } from 'react-router';
import styled, { css } from 'styled-components';

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

/** A folder's or label's entry in the side column; the current one is highlighted. */
const sideLink = css`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onBackground};
  text-decoration: none;
  &[aria-current='page'],
  &[aria-current='true'] {
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

export const FolderLink = styled(Link)`
  ${sideLink}
`;

export const LabelLink = styled(Link)`
  ${sideLink}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
`;

/** A label's colour beside its name; the "all messages" entry draws an outline instead. */
export const LabelSwatch = styled.span<{ $isAll?: boolean }>`
  flex: none;
  inline-size: 10px;
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: ${({ $isAll, theme }) => ($isAll ? `1px solid ${theme.colors.textMuted}` : 'none')};
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
