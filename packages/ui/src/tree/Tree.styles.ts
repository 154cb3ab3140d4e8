import styled, { css } from 'styled-components';

// A node's box sits below this gap; connectors meet the box halfway down its 28 px height.
const rowGap = 8;
const rowHeight = 28;
const connectorTop = rowGap + rowHeight / 2;
/** How far each level is indented, in pixels. */
export const treeIndent = 24;

export const TreeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const TreeRow = styled.span<{ $isParent: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: ${rowHeight}px;
  max-inline-size: 100%;
  box-sizing: border-box;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px dotted ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  cursor: ${({ $isParent }) => ($isParent ? 'pointer' : 'default')};
  user-select: none;
  transition: background-color ${({ theme }) => theme.motion.fade}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const TreeToggleIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TreeNode = styled.li<{ $level: number }>`
  position: relative;
  padding-block-start: ${rowGap}px;
  padding-inline-start: ${({ $level }) => ($level - 1) * treeIndent}px;
  outline: none;

  &:focus-visible > ${TreeRow} {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[aria-expanded] > ${TreeRow}:hover {
    border-style: solid;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** How a connector column looks beside a node: a line passing by, a branch to the node, or the last branch. */
export type TreeGuideKind = 'pass' | 'branch' | 'last' | 'none';

const line = css`
  position: absolute;
  content: '';
  border: 0 solid ${({ theme }) => theme.colors.borderStrong};
`;

export const TreeGuide = styled.span<{ $column: number; $kind: TreeGuideKind }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: ${({ $column }) => $column * treeIndent + treeIndent / 2}px;
  inline-size: ${treeIndent / 2}px;
  pointer-events: none;

  &::before {
    ${line}
    inset-inline-start: 0;
    inset-block: 0 ${({ $kind }) => ($kind === 'last' ? `calc(100% - ${connectorTop}px)` : '0')};
    border-inline-start-width: ${({ $kind }) => ($kind === 'none' ? 0 : 1)}px;
  }
  &::after {
    ${line}
    inset-inline: 0;
    inset-block-start: ${connectorTop}px;
    border-block-start-width: ${({ $kind }) => ($kind === 'branch' || $kind === 'last' ? 1 : 0)}px;
  }
`;
