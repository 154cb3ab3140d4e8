import type { DefaultTheme } from 'styled-components';

/** Colours of a vector map. They come with the style's data, so any palette can be offered. */
export interface MapStyleColors {
  /** Fill of countries and other land. */
  land: string;
  /** Country borders and coastlines. */
  border: string;
  /** Sea, behind everything. */
  water: string;
  /** The country under the pointer, and markers. */
  highlight: string;
  /** Marker labels; the skin's text colour when left out. */
  label?: string;
}

/** A named map style (key and name), as served by `api/maps/{key}.json`. */
export interface MapStyle {
  /** Stable identifier, e.g. `old-paper`. */
  key: string;
  /** Name shown in a style chooser, e.g. `Old paper`. */
  name: string;
  colors: MapStyleColors;
}

/** The style a map uses when none is given: the current skin's own colours. */
export function themeMapStyle(theme: DefaultTheme): MapStyle {
  const { colors } = theme;
  return {
    key: 'skin',
    name: theme.skin.label,
    colors: {
      land: colors.surface,
      border: colors.borderStrong,
      water: colors.surfaceMuted,
      highlight: colors.primary,
      label: colors.text,
    },
  };
}
