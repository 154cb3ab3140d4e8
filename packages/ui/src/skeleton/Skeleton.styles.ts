import styled, { css, keyframes } from 'styled-components';

/** Shape of a placeholder. */
export type SkeletonVariant = 'text' | 'circle' | 'rectangle';

// The highlight band is half as wide as the shape, so it travels from -100% to 200% to enter and leave.
const shimmer = keyframes`
  from { background-position: -100% 0; }
  to { background-position: 200% 0; }
`;

export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.5em;
`;

export const SkeletonShape = styled.span<{ $variant: SkeletonVariant }>`
  display: block;
  flex: none;
  max-inline-size: 100%;
  ${({ theme }) => css`
    background-color: color-mix(in srgb, ${theme.colors.border} 55%, ${theme.colors.surfaceMuted});
    background-image: linear-gradient(
      90deg,
      transparent,
      color-mix(in srgb, ${theme.colors.surface} 65%, transparent),
      transparent
    );
    background-size: 50% 100%;
    background-repeat: no-repeat;
    animation: ${shimmer} 1.6s ease-in-out infinite;
    animation-direction: ${theme.direction === 'rtl' ? 'reverse' : 'normal'};
  `}
  border-radius: ${({ theme, $variant }) =>
    $variant === 'circle' ? '50%' : $variant === 'text' ? theme.radii.sm : theme.radii.md};
  /* Text lines take the height of a line of the surrounding text, minus the leading. */
  ${({ $variant }) =>
    $variant === 'text' &&
    css`
      block-size: 0.9em;
      margin-block: 0.25em;
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;
