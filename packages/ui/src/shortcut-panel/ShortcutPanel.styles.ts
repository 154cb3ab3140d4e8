import styled from 'styled-components';

export const Panel = styled.div<{ $isVisible: boolean }>`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.inverseSurface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translateY(${({ $isVisible }) => ($isVisible ? '0' : '-100%')});
  /* Slides in over 200 ms and out over 300 ms. */
  transition: transform
    ${({ theme, $isVisible }) => ($isVisible ? theme.motion.menu : theme.motion.slideOut)}ms
    ${({ theme }) => theme.motion.easing};
`;

export const TileList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.a<{ $color: string; $onColor: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 120px;
  height: 120px;
  color: ${({ $onColor }) => $onColor};
  background: ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.lg};
  text-decoration: none;
  transition: transform ${({ theme }) => theme.motion.fade}ms;
  & > svg {
    width: 36px;
    height: 36px;
  }
  &:hover {
    transform: scale(1.04);
  }
  /* The page on screen: an inner ring in the tile's text colour, like the original's selected tile. */
  &[aria-current='page'] {
    box-shadow: inset 0 0 0 4px ${({ $onColor }) => $onColor};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onInverse};
    outline-offset: 3px;
  }
`;

export const TileBadge = styled.span`
  vertical-align: middle;
`;
