import styled, { css } from 'styled-components';

export const Diagram = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 96px 1fr;
  grid-template-rows: 30px 26px 1fr 26px;
  grid-template-areas:
    'header header'
    'nav ribbon'
    'nav content'
    'footer footer';
  min-height: 260px;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: 1.3;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const area = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
`;

export const HeaderBox = styled.div`
  ${area};
  grid-area: header;
  color: ${({ theme }) => theme.colors.header.text};
  background: ${({ theme }) => theme.colors.header.background};
`;

export const NavBox = styled.div`
  ${area};
  grid-area: nav;
  align-items: flex-start;
  padding-block: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.nav.text};
  background: ${({ theme }) => theme.colors.nav.background};
`;

export const RibbonBox = styled.div`
  ${area};
  grid-area: ribbon;
  color: ${({ theme }) => theme.colors.ribbon.text};
  background: ${({ theme }) => theme.colors.ribbon.background};
`;

export const SettingsTab = styled.span`
  ${area};
  margin-inline-start: auto;
  padding-inline: ${({ theme }) => theme.space.xs};
`;

export const ContentBox = styled.div`
  grid-area: content;
  display: grid;
  grid-template-columns: 2fr 1fr;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onBackground};
  background: ${({ theme }) => theme.colors.background};
`;

export const ContentLabel = styled.span`
  ${area};
  grid-column: 1 / -1;
  padding-inline: 0;
`;

export const MiniWidget = styled.span<{ $height: number }>`
  display: block;
  height: ${({ $height }) => $height}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 6px solid ${({ theme }) => theme.colors.widgetHeader.border};
`;

export const FooterBox = styled.div`
  ${area};
  grid-area: footer;
  color: ${({ theme }) => theme.colors.footer.text};
  background: ${({ theme }) => theme.colors.footer.background};
`;

/** The shortcut panel slides down over the page, so it is drawn on top of the content. */
export const ShortcutBox = styled.div`
  ${area};
  position: absolute;
  inset-block-start: 84px;
  inset-inline: 42% 6%;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.onInverse};
  background: ${({ theme }) => theme.colors.inverseSurface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Marker = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 16px;
  height: 16px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
`;
