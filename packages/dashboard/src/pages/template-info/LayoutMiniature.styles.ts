import styled, { css } from 'styled-components';

/** A frame part the miniature can highlight as the one an option changes. */
export type MiniaturePart = 'header' | 'nav' | 'ribbon' | 'footer';

const highlighted = css`
  outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: -2px;
`;

export const Screen = styled.div`
  display: flex;
  justify-content: center;
  height: 120px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Frame = styled.div<{ $isInsideContainer: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $isInsideContainer }) => ($isInsideContainer ? '70%' : '100%')};
  background: ${({ theme }) => theme.colors.background};
  ${({ $isInsideContainer, theme }) =>
    $isInsideContainer &&
    css`
      border-inline: 1px solid ${theme.colors.borderStrong};
    `}
`;

export const Bar = styled.div<{ $part: 'header' | 'ribbon' | 'footer'; $isHighlighted: boolean }>`
  flex: none;
  height: ${({ $part }) => ($part === 'header' ? 16 : $part === 'ribbon' ? 10 : 12)}px;
  background: ${({ theme, $part }) => theme.colors[$part].background};
  ${({ $isHighlighted }) => $isHighlighted && highlighted}
`;

export const TopMenu = styled.div`
  flex: none;
  display: flex;
  gap: 6px;
  align-items: center;
  height: 12px;
  padding-inline: 6px;
  background: ${({ theme }) => theme.colors.nav.background};

  &::before,
  &::after {
    content: '';
    width: 18px;
    height: 3px;
    background: ${({ theme }) => theme.colors.nav.text};
  }
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`;

export const SideMenu = styled.div<{ $width: number; $isHighlighted: boolean }>`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: 5px;
  width: ${({ $width }) => $width}px;
  padding: 6px 5px;
  background: ${({ theme }) => theme.colors.nav.background};
  ${({ $isHighlighted }) => $isHighlighted && highlighted}
`;

export const MenuLine = styled.span`
  display: block;
  height: 3px;
  background: ${({ theme }) => theme.colors.nav.text};
`;

export const Main = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Widgets = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 2fr 1fr;
  align-content: start;
  gap: 4px;
  padding: 5px;
`;

export const MiniWidget = styled.span<{ $height: number }>`
  display: block;
  height: ${({ $height }) => $height}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 4px solid ${({ theme }) => theme.colors.widgetHeader.border};
`;
