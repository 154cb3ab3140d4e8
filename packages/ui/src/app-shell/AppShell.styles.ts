import styled, { css } from 'styled-components';

export const ShellRoot = styled.div<{ $isInsideContainer: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  ${({ $isInsideContainer, theme }) =>
    $isInsideContainer &&
    css`
      max-width: 1170px;
      margin-inline: auto;
      box-shadow: ${theme.shadows.lg};
    `}
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  inset-block-start: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space.sm};
  }
`;

export const HeaderArea = styled.div<{ $isFixed: boolean }>`
  height: ${({ theme }) => theme.layout.headerHeight}px;
  flex: none;
  color: ${({ theme }) => theme.colors.header.text};
  background: ${({ theme }) => theme.colors.header.backgroundImage ?? theme.colors.header.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $isFixed, theme }) =>
    $isFixed &&
    css`
      position: sticky;
      inset-block-start: 0;
      z-index: ${theme.zIndex.sticky + 2};
    `}
`;

export const ShellBody = styled.div<{ $isMenuOnTop: boolean }>`
  flex: 1;
  display: ${({ $isMenuOnTop }) => ($isMenuOnTop ? 'block' : 'flex')};
  min-height: 0;
`;

export const NavArea = styled.div<{
  $isFixed: boolean;
  $isFixedHeader: boolean;
  $isMinified: boolean;
  $isHidden: boolean;
  $isMobile: boolean;
  $isMobileOpen: boolean;
  $isMenuOnTop: boolean;
}>`
  flex: none;
  width: ${({ $isMinified, theme }) => ($isMinified ? theme.layout.navMinifiedWidth : theme.layout.navWidth)}px;
  color: ${({ theme }) => theme.colors.nav.text};
  background: ${({ theme }) => theme.colors.nav.backgroundImage ?? theme.colors.nav.background};
  transition: width ${({ theme }) => theme.motion.menu}ms ${({ theme }) => theme.motion.easing};
  ${({ $isHidden }) => $isHidden && 'display: none;'}
  ${({ $isFixed, $isFixedHeader, $isMobile, theme }) =>
    $isFixed &&
    !$isMobile &&
    css`
      position: sticky;
      inset-block-start: ${$isFixedHeader ? theme.layout.headerHeight : 0}px;
      height: calc(100vh - ${$isFixedHeader ? theme.layout.headerHeight : 0}px);
      overflow-y: auto;
      z-index: ${theme.zIndex.sticky};
    `}
  ${({ $isMenuOnTop, $isMobile }) =>
    $isMenuOnTop &&
    !$isMobile &&
    css`
      width: auto;
      position: relative;
      height: auto;
    `}
  ${({ $isMobile, $isMobileOpen, theme }) =>
    $isMobile &&
    css`
      position: fixed;
      inset-block: ${theme.layout.headerHeight}px 0;
      inset-inline-start: 0;
      width: ${theme.layout.navWidth}px;
      overflow-y: auto;
      z-index: ${theme.zIndex.overlay + 1};
      transform: translateX(${$isMobileOpen ? '0' : '-100%'});
      visibility: ${$isMobileOpen ? 'visible' : 'hidden'};
      transition:
        transform ${theme.motion.menu}ms ${theme.motion.easing},
        visibility ${theme.motion.menu}ms;
      [dir='rtl'] & {
        transform: translateX(${$isMobileOpen ? '0' : '100%'});
      }
    `}
`;

export const MobileBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const MainColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const RibbonArea = styled.div<{ $isFixed: boolean; $isFixedHeader: boolean }>`
  min-height: ${({ theme }) => theme.layout.ribbonHeight}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ribbon.text};
  background: ${({ theme }) => theme.colors.ribbon.background};
  ${({ $isFixed, $isFixedHeader, theme }) =>
    $isFixed &&
    css`
      position: sticky;
      inset-block-start: ${$isFixedHeader ? theme.layout.headerHeight : 0}px;
      z-index: ${theme.zIndex.sticky + 1};
    `}
`;

export const ContentArea = styled.main`
  flex: 1;
  min-height: ${({ theme }) => theme.layout.minAppViewHeight}px;
  padding: 10px 14px;
  color: ${({ theme }) => theme.colors.onBackground};
  &:focus {
    outline: none;
  }
`;

export const FooterArea = styled.div<{ $isFixed: boolean }>`
  min-height: ${({ theme }) => theme.layout.footerHeight}px;
  display: flex;
  align-items: center;
  padding-inline: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.footer.text};
  background: ${({ theme }) => theme.colors.footer.background};
  ${({ $isFixed, theme }) =>
    $isFixed &&
    css`
      position: sticky;
      inset-block-end: 0;
      z-index: ${theme.zIndex.sticky};
    `}
`;
