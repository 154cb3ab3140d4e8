import styled from 'styled-components';

/** A slice: focusable for its tooltip; its focus ring is an outline drawn in the skin's focus colour. */
export const SlicePath = styled.path<{ $isActive: boolean }>`
  cursor: default;
  outline: none;
  transition: opacity ${({ theme }) => theme.motion.fade}ms ${({ theme }) => theme.motion.easing};
  opacity: ${({ $isActive }) => ($isActive ? 0.85 : 1)};

  &:focus-visible {
    stroke: ${({ theme }) => theme.colors.focusRing};
    stroke-width: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Percentage drawn on a slice, with a halo in the surface colour so it reads on any slice colour. */
export const SliceLabel = styled.text`
  fill: ${({ theme }) => theme.colors.text};
  stroke: ${({ theme }) => theme.colors.surface};
  stroke-width: 3px;
  paint-order: stroke;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  pointer-events: none;
`;
