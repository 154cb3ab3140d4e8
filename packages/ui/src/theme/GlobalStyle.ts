import { createGlobalStyle } from 'styled-components';

/** Base document styles for an Atrium app: font, colours, box sizing and reduced-motion handling. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.family};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    background-image: ${({ theme }) => theme.colors.backgroundImage ?? 'none'};
    background-attachment: fixed;
  }
  /* Plain links in content follow the skin; the browser's blue is unreadable on dark skins. */
  a { color: ${({ theme }) => theme.colors.link}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 1ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 1ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
