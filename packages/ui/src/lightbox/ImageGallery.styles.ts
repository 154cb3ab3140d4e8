import styled from 'styled-components';

/** As many columns of at least `$minTile` as fit: six on a wide screen, two on a phone. */
export const Grid = styled.ul<{ $minTile: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $minTile }) => $minTile}, 40vw), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  min-width: 0;
`;

/** The thumbnail reserves its box from the tile's proportions, so lazily loaded pictures never shift the page. */
export const Thumb = styled.button<{ $isFocusVisible: boolean; $ratio: string }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  padding: 0;
  overflow: hidden;
  cursor: zoom-in;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  outline: ${({ $isFocusVisible, theme }) => ($isFocusVisible ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: 2px;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.menu}ms ${({ theme }) => theme.motion.easing};
  }

  &:hover img {
    transform: scale(1.04);
  }

  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

/** Stands in for a thumbnail while the list loads, in the same box, so nothing moves when it arrives. */
export const Placeholder = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const TileText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;
