import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

export const GridRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const ToolbarGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

export const SearchSlot = styled.div`
  inline-size: min(100%, 240px);
`;

export const PageSizeSlot = styled.div`
  inline-size: 110px;
`;

export const ColumnList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 160px;
`;

export const Scroller = styled.div<{ $maxHeight?: string }>`
  /* Positioned, so visually hidden text in the cells is clipped here instead of widening the page. */
  position: relative;
  overflow: auto;
  max-block-size: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table<{ $width?: number }>`
  /* Resizable columns take the widths the user gives them, not the widths their content asks for; while they
     add up to less than the box, they share out the rest in proportion, so the grid never ends short. */
  inline-size: ${({ $width }) => ($width === undefined ? '100%' : `max(100%, ${$width}px)`)};
  table-layout: ${({ $width }) => ($width === undefined ? 'auto' : 'fixed')};
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
`;

const cellPadding = css`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Head = styled.thead`
  /* Headings and filters stay in view while the rows scroll under them. */
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
`;

export const HeaderCell = styled.th<{ $align: 'start' | 'center' | 'end' }>`
  ${cellPadding}
  position: relative;
  border-block-end: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  vertical-align: bottom;
  ${focusRing}
`;

export const FilterCell = styled.td`
  padding: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const FilterInput = styled.input`
  box-sizing: border-box;
  inline-size: 100%;
  min-inline-size: 60px;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

export const SortIcon = styled.svg<{ $isActive: boolean }>`
  inline-size: 10px;
  block-size: 12px;
  flex: none;
  color: ${({ theme, $isActive }) => ($isActive ? theme.colors.link : theme.colors.textMuted)};
`;

export const SortPriority = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BodyRow = styled.tr<{ $isSelected?: boolean }>`
  &:nth-child(odd) > td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:hover > td {
    background: ${({ theme }) => theme.colors.selectedBackground};
  }

  ${({ $isSelected, theme }) =>
    $isSelected &&
    css`
      && > td {
        background: ${theme.colors.selectedBackground};
        box-shadow: inset 0 -1px 0 ${theme.colors.primary};
      }
    `}
`;

export const BodyCell = styled.td<{ $align: 'start' | 'center' | 'end' }>`
  ${cellPadding}
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: ${({ $align }) => $align};
  overflow-wrap: break-word;
  ${focusRing}
`;

export const StateCell = styled.td<{ $tone: 'muted' | 'danger'; $reservedRows?: number }>`
  ${cellPadding}
  padding-block: ${({ theme }) => theme.space.xl};
  /* While rows load, the cell holds the height of a page of them, so nothing below jumps when they arrive. */
  ${({ theme, $reservedRows }) =>
    $reservedRows !== undefined &&
    css`
      block-size: calc(${$reservedRows} * (1lh + 2 * ${theme.space.sm} + 1px));
      box-sizing: border-box;
    `}
  text-align: center;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  ${focusRing}
`;

export const StateContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Announcer = styled.div`
  ${visuallyHidden}
`;

export const VisuallyHiddenText = styled.span`
  ${visuallyHidden}
`;
