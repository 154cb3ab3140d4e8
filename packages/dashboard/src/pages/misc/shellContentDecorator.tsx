import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

// Pages sit on the shell's content background (dark in Glass); stories paint it so every skin reads right.
const ContentBackground = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.onBackground};
  background: ${({ theme }) => theme.colors.background};
`;

/** Story decorator: draws the page on the content area's background, as the application shell does. */
export const inShellContent: Decorator = (Story) => (
  <ContentBackground>
    <Story />
  </ContentBackground>
);
