import styled, { css } from 'styled-components';

// Container queries let a grid stack in a narrow sidebar as well as on a narrow screen.
export const GridRoot = styled.div`
  container-type: inline-size;
`;

export const Columns = styled.div<{ $count: number; $minColumnWidth: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @container (max-width: ${({ $count, $minColumnWidth }) => $count * $minColumnWidth}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div<{ $isDropTarget: boolean; $isEmpty: boolean; $isFullWidth: boolean }>`
  ${({ $isFullWidth }) =>
    $isFullWidth &&
    css`
      grid-column: 1 / -1;
    `}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $isEmpty, theme }) =>
    $isEmpty &&
    css`
      min-height: calc(${theme.space.xxl} * 2);
    `}
  ${({ $isDropTarget, theme }) =>
    $isDropTarget &&
    css`
      outline: 2px dashed ${theme.colors.borderStrong};
      outline-offset: ${theme.space.xxs};
    `}
`;

export const ItemShell = styled.div<{ $isDragging: boolean }>`
  position: relative;
  min-width: 0;

  /* The grid owns the spacing between widgets, whatever margin a widget brings for stand-alone use. */
  & > * {
    margin-block: 0;
  }
  ${({ $isDragging, theme }) =>
    $isDragging &&
    css`
      z-index: ${theme.zIndex.dropdown};
      box-shadow: ${theme.shadows.lg};
      opacity: 0.92;
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none !important;
  }
`;
