import styled from 'styled-components';

// Solid frame colours only: they are the ones each skin guarantees for contrast, so axe can check every label.
export const PreviewFrame = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const PreviewHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 30px;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.header.text};
  background: ${({ theme }) => theme.colors.header.background};
`;

export const Logo = styled.span`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const HeaderButton = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  color: ${({ theme }) => theme.colors.header.buttonText};
  background: ${({ theme }) => theme.colors.header.buttonBackground};
  border: 1px solid ${({ theme }) => theme.colors.header.buttonBorder};
  border-radius: ${({ theme }) => theme.radii.sm};

  & > svg {
    width: 10px;
    height: 10px;
  }
`;

export const PreviewBody = styled.div`
  display: flex;
  min-height: 150px;
`;

export const PreviewNav = styled.ul`
  flex: none;
  width: 86px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.nav.text};
  background: ${({ theme }) => theme.colors.nav.background};

  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }

  [data-active] {
    color: ${({ theme }) => theme.colors.nav.activeText};
    background: ${({ theme }) => theme.colors.nav.activeBackground};
  }
`;

export const PreviewMain = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

export const PreviewRibbon = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.ribbon.text};
  background: ${({ theme }) => theme.colors.ribbon.background};
`;

export const PreviewTitle = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.light};
  color: ${({ theme }) => theme.colors.onBackground};
`;

export const PreviewWidget = styled.div`
  margin: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const PreviewWidgetHeader = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.widgetHeader.text};
  background: ${({ theme }) => theme.colors.widgetHeader.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.widgetHeader.border};
`;

export const PreviewWidgetBody = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const PreviewFooter = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.footer.text};
  background: ${({ theme }) => theme.colors.footer.background};
`;
