import { relativeLuminance } from './contrast';

/** Colour roles every skin fills in; components read only these, never raw colours. */
export interface SkinColors {
  /** Page text on `background` and `surface`. */
  text: string;
  /** Secondary text (hints, timestamps); still AA on `surface`. */
  textMuted: string;
  /** Content area behind widgets (solid, used for contrast checks). */
  background: string;
  /** Optional decorative layer over `background`, e.g. the Glass skin's gradient. */
  backgroundImage?: string;
  /** Text placed straight on `background` (page titles), which may differ from text on widgets. */
  onBackground: string;
  /** Cards, widget bodies, inputs, menus. */
  surface: string;
  /**
   * See-through fill of widget bodies for skins that show their backdrop through the widgets; `surface` is
   * its solid equivalent (what contrast is checked against) and the fill everywhere else.
   */
  surfaceTranslucent?: string;
  /** Subtle fills: hovered rows, default buttons, table stripes. */
  surfaceMuted: string;
  border: string;
  borderStrong: string;
  primary: string;
  onPrimary: string;
  success: string;
  onSuccess: string;
  info: string;
  onInfo: string;
  warning: string;
  onWarning: string;
  danger: string;
  onDanger: string;
  /** Focus outline; must stand out against both `surface` and `header.background`. */
  focusRing: string;
  /** Links and the selected item's accent (tabs, menu items, calendar day). */
  link: string;
  /** Background of a selected row, option or day; `text` stays readable on it. */
  selectedBackground: string;
  /** Dark fill for tooltips and small notices, with `onInverse` text. */
  inverseSurface: string;
  onInverse: string;
  /** Backdrop behind modal dialogs and message boxes. */
  overlay: string;
  header: FrameArea & { buttonBackground: string; buttonText: string; buttonBorder: string };
  nav: FrameArea & { activeText: string; activeBackground: string; hoverBackground: string };
  ribbon: FrameArea;
  footer: FrameArea;
  widgetHeader: { background: string; text: string; border: string };
}

/** A part of the frame: a solid `background` (checked for contrast), an optional gradient over it, text. */
export interface FrameArea {
  background: string;
  backgroundImage?: string;
  text: string;
}

/** One of the seven prebuilt skins (name, logo, label, chooser style, beta flag). */
export interface Skin {
  /** Stable key stored in settings, e.g. `smart-style-0`. */
  name: string;
  /** Human label shown in the skin chooser. */
  label: string;
  /** Which logo rendering suits the header: a light mark on dark headers or a dark mark on light ones. */
  logo: 'light' | 'dark';
  /** Background, border and text of the swatch in the skin chooser. */
  style: { background: string; borderColor?: string; color: string };
  /** Marked "beta" in the chooser. */
  beta?: boolean;
  colors: SkinColors;
}

export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const radii = { none: '0', sm: '2px', md: '4px', lg: '8px', pill: '999px' } as const;

export const typography = {
  family:
    "'Open Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  size: { xs: '11px', sm: '12px', md: '13px', lg: '14px', xl: '16px', xxl: '20px', display: '24px' },
  weight: { light: 300, regular: 400, semibold: 600, bold: 700 },
  lineHeight: 1.43,
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
  md: '0 4px 12px rgba(0, 0, 0, 0.16)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.24)',
} as const;

/** Stacking layers, lowest first, so overlays never fight each other. */
export const zIndex = {
  sticky: 900,
  dropdown: 1000,
  overlay: 1040,
  modal: 1050,
  popover: 1060,
  tooltip: 1070,
  toast: 1080,
} as const;

/** Animation durations, in milliseconds. */
export const motion = {
  fade: 150,
  menu: 200,
  toggle: 200,
  slideOut: 300,
  accordion: 300,
  easing: 'cubic-bezier(0.4, 0, 0.2, 1)',
} as const;

/** Frame dimensions measured from the original template, in pixels. */
export const layout = {
  headerHeight: 49,
  navWidth: 220,
  navMinifiedWidth: 45,
  ribbonHeight: 41,
  footerHeight: 52,
  mobileBreakpoint: 979,
  /** Below this width the header keeps only what fits a phone: marks instead of names, no full-screen button. */
  phoneBreakpoint: 480,
  minAppViewHeight: 252,
} as const;

/** The complete styled-components theme: the current skin's colours plus the shared scales. */
export interface AtriumTheme {
  skin: Skin;
  colors: SkinColors;
  direction: 'ltr' | 'rtl';
  /** Colour-blind-friendly mode: states are told apart by icon and pattern, not hue alone. */
  isColorBlindFriendly: boolean;
  space: typeof space;
  radii: typeof radii;
  typography: typeof typography;
  shadows: typeof shadows;
  zIndex: typeof zIndex;
  motion: typeof motion;
  layout: typeof layout;
}

/** Builds the theme for a skin, text direction and colour-blind mode. */
export function createTheme(
  skin: Skin,
  options: { direction?: 'ltr' | 'rtl'; isColorBlindFriendly?: boolean } = {},
): AtriumTheme {
  const isColorBlindFriendly = options.isColorBlindFriendly ?? false;
  return {
    skin,
    colors: isColorBlindFriendly ? colorBlindColors(skin.colors) : skin.colors,
    direction: options.direction ?? 'ltr',
    isColorBlindFriendly,
    space,
    radii,
    typography,
    shadows,
    zIndex,
    motion,
    layout,
  };
}

/** Swaps the red/green state pair for a blue/orange pair that deuteranopes and protanopes tell apart. */
function colorBlindColors(colors: SkinColors): SkinColors {
  // Dark skins fill their state colours light, with dark text on them, so the pair follows suit.
  return relativeLuminance(colors.surface) < 0.2
    ? {
        ...colors,
        success: '#8CB8F2',
        onSuccess: colors.onPrimary,
        danger: '#F2A766',
        onDanger: colors.onPrimary,
      }
    : { ...colors, success: '#1F5FA8', onSuccess: '#FFFFFF', danger: '#A6440B', onDanger: '#FFFFFF' };
}
