import styled, { css, keyframes } from 'styled-components';

/** Dialogs take 70 % of the window, at most 600 px, so forms stay readable on wide screens. */
export const defaultDialogWidth = 'min(70vw, 600px)';

/** CSS width of a dialog: numbers are pixels, strings pass through, nothing gives `defaultDialogWidth`. */
export function dialogWidth(width: number | string | undefined): string {
  if (width === undefined) return defaultDialogWidth;
  return typeof width === 'number' ? `${width}px` : width;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const growIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: none; }
`;

export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => css`
    animation: ${fadeIn} ${theme.motion.fade}ms ${theme.motion.easing};
  `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Panel = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width};
  max-width: 100%;
  max-height: 100%;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => css`
    animation: ${growIn} ${theme.motion.fade}ms ${theme.motion.easing};
  `}

  /* The panel takes focus only programmatically, when it opens; its controls show the focus ring. */
  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.3;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
`;

export const CloseButton = styled.button<{ $isFocusVisible: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  margin-inline-end: -${({ theme }) => theme.space.xs};
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  ${({ $isFocusVisible, theme }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}

  & > svg {
    width: 14px;
    height: 14px;
  }
`;
