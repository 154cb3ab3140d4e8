import styled from 'styled-components';
import { Badge } from '../badge';
import { HeaderButton } from '../header';

export const Trigger = styled(HeaderButton)`
  position: relative;
`;

// Sits on the trigger's corner like the classic header badge, without widening the square button.
export const TriggerBadge = styled(Badge)`
  position: absolute;
  inset-block-start: -7px;
  inset-inline-end: -7px;
  pointer-events: none;
`;

// floating-ui writes `position`, `transform`, `opacity` and `transition` into the style attribute.
export const Panel = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  flex-direction: column;
  inline-size: 340px;
  max-inline-size: calc(100vw - ${({ theme }) => theme.space.lg});
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
`;

/** Fills the panel frame while its contents load on first open. */
export const PanelLoading = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;
