import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { smartDefault } from './skins/smartDefault';
import { createTheme, type Skin } from './tokens';

/** Props of {@link AtriumProvider}. */
export interface AtriumProviderProps {
  /** Skin to draw with; Smart Default when omitted. */
  skin?: Skin;
  /** Text direction; also sets `dir` on the wrapping element. */
  direction?: 'ltr' | 'rtl';
  /** Colour-blind-friendly state colours. */
  isColorBlindFriendly?: boolean;
  /** BCP 47 locale for react-aria's formatting and reading order. */
  locale?: string;
  /** Inject body font, colours and box sizing; turn off when embedding into a page that owns them. */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Supplies the theme (skin, direction, colour-blind mode) and locale to every Atrium component below it. */
export function AtriumProvider({
  skin = smartDefault,
  direction = 'ltr',
  isColorBlindFriendly = false,
  locale = 'en-US',
  withGlobalStyle = true,
  children,
}: AtriumProviderProps) {
  const theme = useMemo(
    () => createTheme(skin, { direction, isColorBlindFriendly }),
    [skin, direction, isColorBlindFriendly],
  );
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={locale}>
        {withGlobalStyle && <GlobalStyle />}
        <div dir={direction} data-skin={skin.name}>
          {children}
        </div>
      </I18nProvider>
    </ThemeProvider>
  );
}
