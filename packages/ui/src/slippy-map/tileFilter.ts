import type { MapStyleColors } from '../vector-map/mapStyle';

/**
 * Raster tiles arrive already drawn, so a map style cannot recolour land and water one by one as it does on a
 * vector map. A CSS filter over the tile layer gets close: it is computed from the style's own colours, so a
 * new palette needs no new code. The reference is OpenStreetMap's standard rendering: light land, blue water.
 */

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** `#rgb` or `#rrggbb` as channels from 0 to 1; anything else counts as mid grey. */
function parseHex(color: string): Rgb {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return { r: 0.5, g: 0.5, b: 0.5 };
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16) / 255;
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** How colourful a colour is: the spread of its channels, 0 for greys. */
function chroma({ r, g, b }: Rgb): number {
  return Math.max(r, g, b) - Math.min(r, g, b);
}

/** Hue in degrees, 0 to 360. */
function hue({ r, g, b }: Rgb): number {
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) return 0;
  let degrees: number;
  if (max === r) degrees = ((g - b) / spread) % 6;
  else if (max === g) degrees = (b - r) / spread + 2;
  else degrees = (r - g) / spread + 4;
  return (degrees * 60 + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 100) / 100;

// The standard tiles' land and water together are about this colourful; a palette twice as colourful
// saturates the tiles twice as much.
const referenceChroma = 0.25;
// `sepia(1)` leaves a hue of about 38 degrees, which `hue-rotate` then turns to the palette's hue.
const sepiaHue = 38;
// The standard tiles' land is about this light; darker palettes darken the tiles to match.
const referenceLuminance = 0.85;

/**
 * The CSS `filter` that recolours raster map tiles towards a map style's palette: a palette with distinct land
 * and water hues keeps the tiles' colours, more or less saturated; a palette of one hue turns them grey, then
 * tints them with its most colourful colour (or leaves them grey); a dark palette inverts them first, for night
 * maps. The contrast follows the gap between land and borders (highlights on a dark palette). Returns `none` for the reference palette's look.
 */
export function tileFilter(colors: MapStyleColors): string {
  const land = parseHex(colors.land);
  const water = parseHex(colors.water);
  const border = parseHex(colors.border);
  const isDark = luminance(land) < 0.2;
  const keepsHues =
    !isDark && chroma(water) >= 0.15 && hueDistance(hue(land), hue(water)) >= 60 && chroma(land) < 0.5;
  const parts: string[] = [];
  if (isDark) parts.push('invert(1)');
  if (keepsHues) {
    const saturation = round(clamp((chroma(land) + chroma(water)) / referenceChroma, 0.5, 1.8));
    if (saturation !== 1) parts.push(`saturate(${saturation})`);
  } else {
    parts.push('grayscale(1)');
    const tint = [land, border, water].reduce((best, color) => (chroma(color) > chroma(best) ? color : best));
    if (chroma(tint) >= 0.05) {
      const rotation = Math.round(hue(tint) - sepiaHue);
      parts.push('sepia(1)');
      if (rotation !== 0) parts.push(`hue-rotate(${rotation}deg)`);
      parts.push(`saturate(${round(clamp(chroma(tint) * 4, 0.4, 3))})`);
    }
  }
  // Night palettes draw roads in their highlight colour, so the contrast follows that on a dark palette.
  const lines = isDark ? parseHex(colors.highlight) : border;
  const contrast = round(clamp(0.75 + Math.abs(luminance(land) - luminance(lines)), 0.8, 1.6));
  if (contrast !== 1) parts.push(`contrast(${contrast})`);
  if (!isDark) {
    const brightness = round(clamp(0.5 + (0.5 * luminance(land)) / referenceLuminance, 0.7, 1.1));
    if (brightness !== 1) parts.push(`brightness(${brightness})`);
  }
  return parts.length > 0 ? parts.join(' ') : 'none';
}
