import styled from 'styled-components';

export const NestableRoot = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const NestableEntry = styled.li<{ $depth: number; $indent: number }>`
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline-start: ${({ $depth, $indent }) => $depth * $indent}px;
`;

export const NestableHandle = styled.div<{ $isDragging: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 32px;
  box-sizing: border-box;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $isDragging }) => ($isDragging ? theme.colors.selectedBackground : theme.colors.surfaceMuted)};
  box-shadow: ${({ theme, $isDragging }) => ($isDragging ? theme.shadows.md : 'none')};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  overflow-wrap: anywhere;
  cursor: grab;
  touch-action: none;
  user-select: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const NestableGrip = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;
