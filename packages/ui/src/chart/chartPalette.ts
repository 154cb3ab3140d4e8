import type { SkinColors } from '../theme';

/** Colours a chart draws with, all taken from the current skin's tokens. */
export interface ChartPalette {
  /** Series colours in order; index `i % series.length` for the i-th series. */
  series: readonly string[];
  /** Axis lines and tick labels. */
  axis: string;
  /** Grid lines behind the plot. */
  grid: string;
  /** Labels drawn inside the plot. */
  text: string;
  /** Plot background, also used to outline points so they stand out from lines. */
  surface: string;
  /** The focus ring of a focused chart or point. */
  focusRing: string;
}

function parseHex(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const digits = match[1]!;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * Mixes two hex colours, `weight` of `a` and the rest of `b`. Skins define their roles as hex; should a token
 * ever be another notation, `a` is returned unchanged rather than guessing.
 */
export function mixColors(a: string, b: string, weight = 0.5): string {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return a;
  const mixed = first.map((channel, i) => Math.round(channel * weight + second[i]! * (1 - weight)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * Builds the series colours from the state roles, then hues mixed from neighbouring roles so ten series stay
 * apart. In colour-blind mode the theme has already swapped the red/green roles, so the mix follows.
 */
export function deriveChartPalette(colors: SkinColors): ChartPalette {
  const candidates = [
    colors.primary,
    colors.success,
    colors.warning,
    colors.danger,
    colors.info,
    mixColors(colors.primary, colors.danger),
    mixColors(colors.success, colors.info),
    mixColors(colors.warning, colors.danger),
    colors.link,
    colors.textMuted,
  ];
  const seen = new Set<string>();
  const series = candidates.filter((color) => {
    const key = color.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    series,
    axis: colors.textMuted,
    grid: colors.border,
    text: colors.text,
    surface: colors.surface,
    focusRing: colors.focusRing,
  };
}
