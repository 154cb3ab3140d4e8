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

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
`;

export const OptionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SkinList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SkinOption = styled.label<{ $isSelected: boolean; $isFocusVisible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $isSelected }) => ($isSelected ? theme.colors.selectedBackground : theme.colors.surface)};
  border: 1px solid ${({ theme, $isSelected }) => ($isSelected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  user-select: none;
  transition: background-color ${({ theme }) => theme.motion.fade}ms ${({ theme }) => theme.motion.easing};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme, $isFocusVisible }) =>
    $isFocusVisible &&
    css`
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The skin's own chooser colours, as a chip beside the label (decorative). */
export const Swatch = styled.span<{ $background: string; $borderColor: string }>`
  flex: none;
  width: 20px;
  height: 20px;
  background: ${({ $background }) => $background};
  border: 1px solid ${({ $borderColor }) => $borderColor};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const SkinName = styled.span`
  flex: 1;
  min-width: 0;
`;

export const BetaTag = styled.span`
  flex: none;
  padding-inline: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.onInfo};
  background: ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Checkmark = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;
