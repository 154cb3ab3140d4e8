import styled from 'styled-components';

/** Inverse colours in the top layer, placed by floating-ui; the pointer passes through to the plot. */
export const TooltipBox = styled.div`
  inset: auto;
  margin: 0;
  border: 0;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  min-inline-size: 80px;
  max-inline-size: 260px;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.onInverse};
  background: ${({ theme }) => theme.colors.inverseSurface};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  pointer-events: none;
`;

export const TooltipTitle = styled.div`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  margin-block-end: ${({ theme }) => theme.space.xxs};
`;

export const TooltipRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;

  & > [data-value] {
    margin-inline-start: auto;
    padding-inline-start: ${({ theme }) => theme.space.sm};
    font-variant-numeric: tabular-nums;
  }
`;
