import styled from 'styled-components';

export const LoginScreen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
`;

export const LoginHeader = styled.header`
  display: flex;
  align-items: center;
  height: 70px;
  padding-inline: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.header.text};
  background: ${({ theme }) => theme.colors.header.backgroundImage ?? theme.colors.header.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const LoginMain = styled.main`
  flex: 1;
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(300px, 380px);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  /* The main area fills the screen's height; stacked on a phone, the rows must not share out the rest. */
  align-content: start;
  width: min(100%, 1120px);
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 0.02}px) {
    grid-template-columns: 1fr;
  }
`;

export const Intro = styled.section`
  color: ${({ theme }) => theme.colors.text};
  & h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.typography.size.display};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  & p {
    max-width: 46ch;
    font-size: ${({ theme }) => theme.typography.size.xl};
    line-height: 1.5;
  }
  & ul {
    margin: ${({ theme }) => theme.space.xl} 0 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
    line-height: 1.8;
  }
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 0.02}px) {
    & p,
    & ul {
      display: none;
    }
  }
`;

export const LoginCard = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const LoginHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  background: ${({ theme }) => theme.colors.widgetHeader.background};
  color: ${({ theme }) => theme.colors.widgetHeader.text};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const LoginForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

export const LoginFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: ${({ theme }) => `0 -${theme.space.lg} -${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
