// Contrast as a reader meets it: colours are read from the rendered page (computed styles), and a
// background is found by stacking every translucent layer down to an opaque one. Gradients are judged by
// their worst stop, so a label that reads well on the dark end of a backdrop but not the light end fails.
// axe leaves such text "incomplete" instead of failing it, which is how low contrast over the Glass skin's
// gradient went unnoticed.

type Rgba = [number, number, number, number];

const colourPattern = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/g;

function parseColours(value: string): Rgba[] {
  return [...value.matchAll(colourPattern)].map((match) => {
    const alpha = match[4] ?? '1';
    return [
      Number(match[1]),
      Number(match[2]),
      Number(match[3]),
      alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / 100 : Number(alpha),
    ];
  });
}

function over(top: Rgba, below: Rgba): Rgba {
  const a = top[3];
  return [
    top[0] * a + below[0] * (1 - a),
    top[1] * a + below[1] * (1 - a),
    top[2] * a + below[2] * (1 - a),
    1,
  ];
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function ratio(a: Rgba, b: Rgba): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const white: Rgba = [255, 255, 255, 1];

/** Every opaque colour that can sit behind `element`: one, or one per stop of a gradient beneath it. */
export function backgroundsBehind(element: Element): Rgba[] {
  const layers: Rgba[] = [];
  let bases: Rgba[] = [white];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const [colour] = parseColours(style.backgroundColor);
    const stops = style.backgroundImage.includes('gradient') ? parseColours(style.backgroundImage) : [];
    if (stops.length > 0) {
      const beneath = colour && colour[3] > 0 ? over(colour, white) : white;
      bases = stops.map((stop) => over(stop, beneath));
      break;
    }
    if (colour && colour[3] > 0) {
      if (colour[3] >= 1) {
        bases = [colour];
        break;
      }
      layers.push(colour);
    }
  }
  return bases.map((base) => layers.reduceRight((below, layer) => over(layer, below), base));
}

/** The lowest contrast of `foreground` against any background that can sit behind `element`. */
function worstContrast(foreground: string, element: Element): number {
  const [colour] = parseColours(foreground);
  if (!colour) return 21;
  return Math.min(...backgroundsBehind(element).map((bg) => ratio(over(colour, bg), bg)));
}

function isShown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  // Visually hidden text (screen-reader only) is clipped to a pixel or less.
  if (rect.width <= 1 || rect.height <= 1) return false;
  return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

/** WCAG "large text": 24 px, or 18.66 px bold; it needs 3:1 instead of 4.5:1. */
function isLargeText(style: CSSStyleDeclaration): boolean {
  const size = parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
}

/** One piece of rendered text or one graphical mark that does not reach its contrast threshold. */
export interface ContrastFailure {
  what: string;
  ratio: number;
  needed: number;
}

/** Text inside `root` below 4.5:1 (3:1 when large) against what is rendered behind it. */
export function lowContrastText(root: Element): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement;
    if (!element || !text.textContent?.trim() || !isShown(element)) continue;
    const style = getComputedStyle(element);
    const foreground = element instanceof SVGElement ? style.fill : style.color;
    const needed = isLargeText(style) ? 3 : 4.5;
    const measured = worstContrast(foreground, element);
    if (measured < needed) {
      failures.push({ what: `"${text.textContent.trim().slice(0, 40)}"`, ratio: round(measured), needed });
    }
  }
  return failures;
}

/** Graphical marks (bars, lines, dots) below 3:1 against what is rendered behind them. */
export function lowContrastMarks(marks: Iterable<Element>): ContrastFailure[] {
  const failures = new Map<string, ContrastFailure>();
  for (const mark of marks) {
    if (!isShown(mark)) continue;
    const style = getComputedStyle(mark);
    const paint = style.fill !== 'none' && !style.fill.startsWith('url') ? style.fill : style.stroke;
    // The mark's own background is what its nearest HTML ancestor draws; the SVG itself is transparent.
    const host = mark.closest('svg')?.parentElement ?? mark;
    const measured = worstContrast(paint, host);
    const what = `${mark.tagName} in ${mark.closest('[aria-label]')?.getAttribute('aria-label') ?? 'a chart'}`;
    // One entry per chart and colour is enough to say what to fix.
    if (measured < 3) failures.set(`${what} ${paint}`, { what, ratio: round(measured), needed: 3 });
  }
  return [...failures.values()];
}

const round = (value: number) => Math.round(value * 100) / 100;
