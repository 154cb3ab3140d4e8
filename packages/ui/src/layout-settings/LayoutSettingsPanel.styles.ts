import styled, { css, type DefaultTheme } from 'styled-components';
import { Button } from '../button';
import type { LayoutSettingsGearPlacement as Placement } from './LayoutSettingsPanel';

/** Width of the sliding panel; the gear travels this far when the panel opens. */
const panelWidth = '224px';

/** Where the gear and the panel start: just below the header, as in the original, or below the ribbon. */
const top = (theme: DefaultTheme, placement: Placement = 'edge') =>
  placement === 'edge'
    ? `calc(${theme.layout.headerHeight}px + ${theme.space.sm})`
    : `calc(${theme.layout.headerHeight + theme.layout.ribbonHeight}px + ${theme.space.xs})`;

/** Moves towards the inline end by `distance` in either writing direction (transforms are not logical). */
const towardsEnd = (theme: DefaultTheme, distance: string) =>
  theme.direction === 'rtl' ? `translateX(calc(-1 * ${distance}))` : `translateX(${distance})`;

const slide = css`
  transition: transform ${({ theme }) => theme.motion.menu}ms ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A tab on the viewport's edge that rides on the open panel. */
const edgeToggle = css<{ $isOpen: boolean }>`
  position: fixed;
  inset-block-start: ${({ theme }) => top(theme)};
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: 36px;
  min-height: 36px;
  border-inline-end: none;
  border-start-end-radius: 0;
  border-end-end-radius: 0;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* Open, the gear rides on the panel's inline-start edge, where it also closes it. */
  transform: ${({ theme, $isOpen }) => ($isOpen ? towardsEnd(theme, `-${panelWidth}`) : 'none')};
  ${slide}
`;

/** An ordinary button at the end of the row it is rendered in, e.g. the ribbon: it covers nothing. */
const inlineToggle = css`
  flex: none;
  width: 30px;
  min-height: 30px;
  margin-inline-start: auto;
`;

export const Toggle = styled(Button)<{ $isOpen: boolean; $placement: Placement }>`
  padding-inline: 0;
  ${({ $placement }) => ($placement === 'edge' ? edgeToggle : inlineToggle)}

  & > svg {
    width: 16px;
    height: 16px;
  }
`;

export const Panel = styled.div<{ $isVisible: boolean; $placement: Placement }>`
  position: fixed;
  inset-block-start: ${({ theme, $placement }) => top(theme, $placement)};
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: ${panelWidth};
  max-block-size: calc(
    100vh - ${({ theme, $placement }) => top(theme, $placement)} - ${({ theme }) => theme.space.lg}
  );
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
