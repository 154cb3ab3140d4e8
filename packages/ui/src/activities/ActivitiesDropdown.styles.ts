import styled, { css } from 'styled-components';
import { Badge } from '../badge';
import { HeaderButton } from '../header';
import { TabPanel } from '../tabs';

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

export const TabStrip = styled.div`
  padding-block-start: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.sm};
`;

const scrollArea = css`
  block-size: 300px;
  max-block-size: 50vh;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const ScrollPanel = styled(TabPanel)`
  ${scrollArea}
`;

/** The body when there are no activity types, so no tabs. */
export const PlainBody = styled.div`
  ${scrollArea}
`;

export const Message = styled.div`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.sm};
  block-size: 100%;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  & > p {
    margin: 0;
  }

  & > svg {
    font-size: ${({ theme }) => theme.typography.size.display};
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
