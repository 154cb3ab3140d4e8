import styled, { css, type DefaultTheme } from 'styled-components';
import { Button } from '../button';

/** Width of the sliding panel; the gear travels this far when the panel opens. */
const panelWidth = '224px';

/** Where the gear and the panel start: just below the header, as in the original. */
const top = (theme: DefaultTheme) => `calc(${theme.layout.headerHeight}px + ${theme.space.sm})`;

/** Moves towards the inline end by `distance` in either writing direction (transforms are not logical). */
const towardsEnd = (theme: DefaultTheme, distance: string) =>
  theme.direction === 'rtl' ? `translateX(calc(-1 * ${distance}))` : `translateX(${distance})`;

const slide = css`
  transition: transform ${({ theme }) => theme.motion.menu}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Toggle = styled(Button)<{ $isOpen: boolean }>`
  position: fixed;
  inset-block-start: ${({ theme }) => top(theme)};
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: 36px;
  min-height: 36px;
  padding-inline: 0;
  border-inline-end: none;
  border-start-end-radius: 0;
  border-end-end-radius: 0;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* Open, the gear rides on the panel's inline-start edge, where it also closes it. */
  transform: ${({ theme, $isOpen }) => ($isOpen ? towardsEnd(theme, `-${panelWidth}`) : 'none')};
  ${slide}

  & > svg {
    width: 16px;
    height: 16px;
  }
`;

export const Panel = styled.div<{ $isVisible: boolean }>`
  position: fixed;
  inset-block-start: ${({ theme }) => top(theme)};
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: ${panelWidth};
  max-block-size: calc(100vh - ${({ theme }) => top(theme)} - ${({ theme }) => theme.space.lg});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-inline-end: none;
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: ${({ theme, $isVisible }) => ($isVisible ? 'none' : towardsEnd(theme, '100%'))};
  ${slide}

  /* The dialog only takes focus to hand it to its first control; the controls draw their own rings. */
  &:focus {
    outline: none;
  }
`;

/** Fills the panel frame while its contents load on first open. */
export const PanelLoading = styled.div`
  display: grid;
  place-items: center;
  padding-block: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;
