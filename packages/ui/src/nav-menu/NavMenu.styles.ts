import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

export const MenuNav = styled.nav<{ $isMinified: boolean; $isHorizontal: boolean }>`
  color: ${({ theme }) => theme.colors.nav.text};
  font-size: ${({ theme }) => theme.typography.size.lg};
  ${({ $isHorizontal }) =>
    $isHorizontal &&
    css`
      & > ul {
        display: flex;
        flex-wrap: wrap;
      }
    `}
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuEntry = styled.li<{ $isMinified: boolean; $isHorizontal: boolean; $depth: number }>`
  position: relative;
  ${({ $isMinified, $depth, theme }) =>
    $isMinified &&
    $depth === 0 &&
    css`
      /* Minified: the title and the group show as a fly-out beside the icon on hover or keyboard focus. */
      &:hover > [data-flyout],
      &:focus-within > [data-flyout] {
        display: block;
        visibility: visible;
        grid-template-rows: 1fr;
      }
      & > [data-flyout] {
        display: none;
        position: absolute;
        inset-block-start: 0;
        inset-inline-start: 100%;
        min-width: 200px;
        z-index: ${theme.zIndex.dropdown};
        background: ${theme.colors.nav.background};
        box-shadow: ${theme.shadows.md};
      }
    `}
  ${({ $isHorizontal, $depth, theme }) =>
    $isHorizontal &&
    $depth === 0 &&
    css`
      & > [data-submenu] {
        position: absolute;
        inset-block-start: 100%;
        inset-inline-start: 0;
        min-width: 200px;
        z-index: ${theme.zIndex.dropdown};
        background: ${theme.colors.nav.background};
        box-shadow: ${theme.shadows.md};
      }
    `}
`;

const rowStyles = css<{ $depth: number; $isActive: boolean; $isOnTrail: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 36px;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ $depth }) => `${14 + $depth * 16}px 12px`};
  font: inherit;
  font-size: ${({ $depth, theme }) => ($depth === 0 ? theme.typography.size.lg : theme.typography.size.md)};
  text-align: start;
  text-decoration: none;
  color: ${({ theme, $isActive, $isOnTrail }) =>
    $isActive || $isOnTrail ? theme.colors.nav.activeText : theme.colors.nav.text};
  background: ${({ theme, $isActive }) => ($isActive ? theme.colors.nav.activeBackground : 'transparent')};
  border: 0;
  border-inline-start: 3px solid
    ${({ theme, $isActive }) => ($isActive ? theme.colors.nav.activeText : 'transparent')};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.nav.activeText};
    background: ${({ theme }) => theme.colors.nav.hoverBackground};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  & > svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
  }
`;

export const MenuLinkRow = styled.a<{ $depth: number; $isActive: boolean; $isOnTrail: boolean }>`
  ${rowStyles}
`;

export const MenuGroupButton = styled.button<{ $depth: number; $isActive: boolean; $isOnTrail: boolean }>`
  ${rowStyles}
`;

export const MenuTitle = styled.span<{ $isHidden: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $isHidden }) => $isHidden && visuallyHidden}
`;

export const Caret = styled.svg<{ $isOpen: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  transition: transform ${({ theme }) => theme.motion.menu}ms ${({ theme }) => theme.motion.easing};
  transform: rotate(${({ $isOpen }) => ($isOpen ? 90 : 0)}deg);
  [dir='rtl'] & {
    transform: rotate(${({ $isOpen }) => ($isOpen ? 90 : 180)}deg);
  }
`;

/** Animates height with grid rows (0fr → 1fr), and hides closed groups from focus and screen readers. */
export const Submenu = styled.div<{ $isOpen: boolean }>`
  display: grid;
  grid-template-rows: ${({ $isOpen }) => ($isOpen ? '1fr' : '0fr')};
  visibility: ${({ $isOpen }) => ($isOpen ? 'visible' : 'hidden')};
  /* Visible at once when opening (so Tab reaches the new links), hidden only after the closing slide. */
  transition:
    grid-template-rows ${({ theme }) => theme.motion.menu}ms ${({ theme }) => theme.motion.easing},
    visibility 0s ${({ theme, $isOpen }) => ($isOpen ? 0 : theme.motion.menu)}ms;
  /* Clipped, not hidden: a hidden overflow is still a scroll box, and a link clicked while its group slides
     open was scrolled up under the pointer as it took focus, so the click missed it. */
  & > ul {
    overflow: clip;
    min-height: 0;
  }
`;

export const FlyoutTitle = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.nav.activeText};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;
