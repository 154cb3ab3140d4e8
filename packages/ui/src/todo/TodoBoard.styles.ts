import styled, { css, type DefaultTheme } from 'styled-components';
import type { TodoState } from './todoTransitions';

/** Accent of each lane: red for Critical, amber for Important, green for Completed (icons tell them apart too). */
export function laneAccent(theme: DefaultTheme, lane: TodoState): string {
  if (lane === 'Critical') return theme.colors.danger;
  if (lane === 'Important') return theme.colors.warning;
  return theme.colors.success;
}

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export const BoardRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const AddForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Lanes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const LaneRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const LaneHeader = styled.div<{ $lane: TodoState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-end: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  & > svg {
    color: ${({ theme, $lane }) => laneAccent(theme, $lane)};
  }
`;

export const LaneHeading = styled.h3`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const DropZone = styled.div<{ $isOver: boolean }>`
  min-block-size: 44px;
  border: 1px dashed ${({ theme, $isOver }) => ($isOver ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  transition: border-color ${({ theme }) => theme.motion.fade}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EmptyLane = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const ItemRoot = styled.li<{ $lane: TodoState; $isPlaceholder: boolean; $isOverlay: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 3px solid ${({ theme, $lane }) => laneAccent(theme, $lane)};
  border-radius: ${({ theme }) => theme.radii.sm};
  opacity: ${({ $isPlaceholder }) => ($isPlaceholder ? 0.4 : 1)};
  box-shadow: ${({ theme, $isOverlay }) => ($isOverlay ? theme.shadows.md : 'none')};
  cursor: ${({ $isOverlay }) => ($isOverlay ? 'grabbing' : 'auto')};
`;

export const Grip = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 20px;
  block-size: 22px;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: grab;
  touch-action: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  ${focusRing}
`;

export const ItemBody = styled.div<{ $isCompleted: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  /* Long unbroken titles (URLs, hostile input) wrap instead of widening the widget. */
  overflow-wrap: anywhere;

  & label > span:last-child {
    text-decoration: ${({ $isCompleted }) => ($isCompleted ? 'line-through' : 'none')};
    white-space: pre-wrap;
  }
`;

export const OverlayTitle = styled.bdi`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: pre-wrap;
`;

// Users write in any language: each text takes its direction from its own first letters, so an English
// sentence keeps its full stop at its end on a right-to-left page.
export const Description = styled.p.attrs({ dir: 'auto' })`
  margin: 0;
  padding-inline-start: 22px;
  white-space: pre-wrap;
  color: ${({ theme }) => theme.colors.text};
`;

export const DateLine = styled.time.attrs({ dir: 'auto' })`
  padding-inline-start: 22px;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  ${focusRing}
`;
