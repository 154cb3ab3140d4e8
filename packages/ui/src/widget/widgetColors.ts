import { contrastRatio } from '../theme/contrast';
import type { SkinColors } from '../theme/tokens';

/** Names of the header colours a user can give a widget; the name, not the colour, is what gets stored. */
export const widgetColorNames = [
  'default',
  'primary',
  'primaryDark',
  'info',
  'infoDark',
  'success',
  'successDark',
  'warning',
  'warningDark',
  'danger',
  'dangerDark',
  'neutral',
  'dark',
] as const;

/** A widget header colour name, e.g. `success` or `dangerDark`. */
export type WidgetColor = (typeof widgetColorNames)[number];

/** How a widget header is painted in one colour of the palette. */
export interface WidgetColorSwatch {
  background: string;
  text: string;
  border: string;
}

/** English names of the widget colours, shown in the colour picker. */
export const defaultWidgetColorLabels: Record<WidgetColor, string> = {
  default: 'Default',
  primary: 'Blue',
  primaryDark: 'Dark blue',
  info: 'Teal',
  infoDark: 'Dark teal',
  success: 'Green',
  successDark: 'Dark green',
  warning: 'Amber',
  warningDark: 'Dark amber',
  danger: 'Red',
  dangerDark: 'Dark red',
  neutral: 'Light grey',
  dark: 'Charcoal',
};

/** Whether a stored value names a widget colour (stored values may be stale or edited by hand). */
export function isWidgetColor(value: unknown): value is WidgetColor {
  return typeof value === 'string' && (widgetColorNames as readonly string[]).includes(value);
}

/** Share of each channel removed to derive the darker variants of the state colours. */
const darkenAmount = 0.25;

/** Scales a `#RRGGBB` colour towards black by `amount` (0 to 1). */
export function darken(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(channel * (1 - amount)),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** The first candidate text colour reaching AA (4.5:1) on `background`, else the one with the most contrast. */
function readableOn(background: string, candidates: string[]): string {
  const passing = candidates.find((text) => contrastRatio(text, background) >= 4.5);
  if (passing) return passing;
  return candidates.reduce((best, text) =>
    contrastRatio(text, background) > contrastRatio(best, background) ? text : best,
  );
}

type StateRole = 'primary' | 'info' | 'success' | 'warning' | 'danger';

function stateSwatches(colors: SkinColors, role: StateRole): [WidgetColorSwatch, WidgetColorSwatch] {
  const onKey = `on${role[0]!.toUpperCase()}${role.slice(1)}` as `on${Capitalize<StateRole>}`;
  const background = colors[role];
  const darker = darken(background, darkenAmount);
  return [
    { background, text: colors[onKey], border: darker },
    {
      background: darker,
      text: readableOn(darker, [colors[onKey], colors.onInverse, colors.text]),
      border: darken(darker, darkenAmount),
    },
  ];
}

/**
 * The widget header palette of a skin, derived from its tokens: the state colours with their `on*` text, a
 * darker variant of each, a light neutral and a dark one. Every pair reaches AA in every skin (unit-tested).
 */
export function widgetColorPalette(colors: SkinColors): Record<WidgetColor, WidgetColorSwatch> {
  const [primary, primaryDark] = stateSwatches(colors, 'primary');
  const [info, infoDark] = stateSwatches(colors, 'info');
  const [success, successDark] = stateSwatches(colors, 'success');
  const [warning, warningDark] = stateSwatches(colors, 'warning');
  const [danger, dangerDark] = stateSwatches(colors, 'danger');
  return {
    default: { ...colors.widgetHeader },
    primary,
    primaryDark,
    info,
    infoDark,
    success,
    successDark,
    warning,
    warningDark,
    danger,
    dangerDark,
    neutral: { background: colors.surfaceMuted, text: colors.text, border: colors.borderStrong },
    dark: {
      background: colors.inverseSurface,
      text: colors.onInverse,
      border: colors.inverseSurface,
    },
  };
}
