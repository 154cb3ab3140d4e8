import styled, { css, type DefaultTheme } from 'styled-components';

/** Height and type scale of the page buttons. */
export type PaginationSize = 'sm' | 'md' | 'lg';

const sizes: Record<
  PaginationSize,
  {
    minSize: string;
    paddingInline: keyof DefaultTheme['space'];
    fontSize: keyof DefaultTheme['typography']['size'];
  }
> = {
  sm: { minSize: '26px', paddingInline: 'xs', fontSize: 'sm' },
  md: { minSize: '32px', paddingInline: 'sm', fontSize: 'md' },
  lg: { minSize: '42px', paddingInline: 'md', fontSize: 'xl' },
};

export const PaginationRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SummaryText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageSlot = styled.li`
  display: flex;
  /* Joined buttons: each overlaps its neighbour's border so the group reads as one bar. */
  & + & {
    margin-inline-start: -1px;
  }
`;

export const PageButton = styled.button<{
  $size: PaginationSize;
  $isCurrent: boolean;
  $isFocusVisible: boolean;
}>`
  ${({ theme, $size, $isCurrent }) => {
    const size = sizes[$size];
    return css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: ${size.minSize};
      min-height: ${size.minSize};
      padding-block: 0;
      padding-inline: ${theme.space[size.paddingInline]};
      font: inherit;
      font-size: ${theme.typography.size[size.fontSize]};
      font-weight: ${$isCurrent ? theme.typography.weight.semibold : theme.typography.weight.regular};
      line-height: 1;
      color: ${$isCurrent ? theme.colors.onPrimary : theme.colors.link};
      background: ${$isCurrent ? theme.colors.primary : theme.colors.surface};
      border: 1px solid ${$isCurrent ? theme.colors.primary : theme.colors.border};
      border-radius: 0;
      cursor: pointer;
      user-select: none;
    `;
  }}

  /* The outer corners of the bar are rounded, the joins stay square. */
  ${PageSlot}:first-child > & {
    border-start-start-radius: ${({ theme }) => theme.radii.md};
    border-end-start-radius: ${({ theme }) => theme.radii.md};
  }
  ${PageSlot}:last-child > & {
    border-start-end-radius: ${({ theme }) => theme.radii.md};
    border-end-end-radius: ${({ theme }) => theme.radii.md};
  }

  &:hover:not(:disabled) {
    background: ${({ theme, $isCurrent }) => ($isCurrent ? theme.colors.primary : theme.colors.surfaceMuted)};
  }

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      position: relative;
      z-index: 1;
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.6;
  }

  & > svg {
    width: 1em;
    height: 1em;
  }

  /* Arrows point the way pages run, so they flip in right-to-left text. */
  &:dir(rtl) > svg {
    transform: scaleX(-1);
  }
`;

export const Ellipsis = styled.span<{ $size: PaginationSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ $size }) => sizes[$size].minSize};
  min-height: ${({ $size }) => sizes[$size].minSize};
  font-size: ${({ theme, $size }) => theme.typography.size[sizes[$size].fontSize]};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
