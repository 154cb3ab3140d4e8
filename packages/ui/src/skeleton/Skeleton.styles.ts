import styled, { css, keyframes } from 'styled-components';

/** Shape of a placeholder. */
export type SkeletonVariant = 'text' | 'circle' | 'rectangle';

// The highlight is a band half as wide as the shape, moved by a transform from just outside one edge to just
// outside the other. A transform runs on the compositor: the shape is never repainted while it shimmers, where
// animating the background's position repainted every frame (on a large placeholder, a third of a core for as
// long as it showed).
//
// The shimmer waits two seconds. A wait that short is answered by the placeholder itself; motion is for longer
// ones, where it shows the page is still working. It also keeps the first seconds of a page load free of
// animation frames, which on a phone without a spare core take their time from the scripts that fill the page.
const shimmerDelay = '2s';

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(200%); }
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
  position: relative;
  overflow: hidden;
  ${({ theme }) => css`
    background-color: color-mix(in srgb, ${theme.colors.border} 55%, ${theme.colors.surfaceMuted});
    &::after {
      content: '';
      position: absolute;
      inset-block: 0;
      /* translateX is physical, so the band starts at the physical left; right to left plays it in reverse. */
      left: 0;
      inline-size: 50%;
      background-image: linear-gradient(
        90deg,
        transparent,
        color-mix(in srgb, ${theme.colors.surface} 65%, transparent),
        transparent
      );
      animation: ${shimmer} 1.6s ease-in-out ${shimmerDelay} infinite;
      animation-direction: ${theme.direction === 'rtl' ? 'reverse' : 'normal'};
      /* While it waits, the band stands at its first keyframe, outside the shape, instead of at the edge. */
      animation-fill-mode: backwards;
    }
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
    &::after {
      display: none;
    }
  }
`;
