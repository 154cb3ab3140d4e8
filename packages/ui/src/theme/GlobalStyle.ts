import { createGlobalStyle } from 'styled-components';

/** Base document styles for an Atrium app: font, colours, box sizing and reduced-motion handling. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /*
   * A mirrored layout around left-to-right text (the layout's right-to-left switch in English): each piece of
   * text takes its base direction from its first letter, so an English sentence keeps its full stop and
   * question mark at its end. Only blocks of running text and links: a sentence block lines up from the left,
   * as English does (centred text stays centred), while the mirrored frame's labels and headings keep their
   * side. Inline runs (counts such as "48 likes", times, emphasis) are isolated the same way; inline, that
   * only orders their own letters and leaves where they sit to the mirrored line around them. Zero
   * specificity, so a component's own setting wins.
   */
  :where([dir='rtl'][data-text-direction='ltr'])
    :where(p, dd, blockquote, figcaption, small, label, legend, a, span, strong, em, b, i, time, output, input, textarea) {
    unicode-bidi: plaintext;
  }
  :where([dir='rtl'][data-text-direction='ltr']) :where(input, textarea)::placeholder {
    unicode-bidi: plaintext;
  }
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
