import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { ThemeProvider } from 'styled-components';
import { behaviourLocale, directionOf } from './direction';
import { GlobalStyle } from './GlobalStyle';
import { smartDefault } from './skins/smartDefault';
import { createTheme, type Skin } from './tokens';

/** Props of {@link AtriumProvider}. */
export interface AtriumProviderProps {
  /** Skin to draw with; Smart Default when omitted. */
  skin?: Skin;
  /** Text direction; follows `locale` when omitted. Also sets `dir` on the wrapping element. */
  direction?: 'ltr' | 'rtl';
  /** Colour-blind-friendly state colours. */
  isColorBlindFriendly?: boolean;
  /** BCP 47 locale for react-aria's formatting and keyboard behaviour. */
  locale?: string;
  /** Inject body font, colours and box sizing; turn off when embedding into a page that owns them. */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Supplies the theme (skin, direction, colour-blind mode) and locale to every Atrium component below it. */
export function AtriumProvider({
  skin = smartDefault,
  direction,
  isColorBlindFriendly = false,
  locale = 'en-US',
  withGlobalStyle = true,
  children,
}: AtriumProviderProps) {
  const resolvedDirection = direction ?? directionOf(locale);
  const theme = useMemo(
    () => createTheme(skin, { direction: resolvedDirection, isColorBlindFriendly }),
    [skin, resolvedDirection, isColorBlindFriendly],
  );
  return (
    <ThemeProvider theme={theme}>
      <I18nProvider locale={behaviourLocale(locale, resolvedDirection)}>
        {withGlobalStyle && <GlobalStyle />}
        {/* `lang` lets screen readers pick the voice; the text direction lets the styles tell a mirrored layout
            with left-to-right text (the layout's right-to-left switch in English) from a right-to-left language. */}
        <div
          dir={resolvedDirection}
          lang={locale}
          data-text-direction={directionOf(locale)}
          data-skin={skin.name}
        >
          {children}
        </div>
      </I18nProvider>
    </ThemeProvider>
  );
}
