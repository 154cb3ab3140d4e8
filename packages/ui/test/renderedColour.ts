import { page } from 'vitest/browser';

/**
 * The colour [r, g, b] drawn inside `element` at a point given as fractions of its width and height (its
 * centre by default), read from a real screenshot of it.
 */
export async function renderedColourAt(
  element: Element,
  [x, y]: readonly [number, number] = [0.5, 0.5],
): Promise<[number, number, number]> {
  const base64 = await page.screenshot({ element, save: false });
  const image = new Image();
  image.src = `data:image/png;base64,${base64}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  const at = (fraction: number, size: number) => Math.min(size - 1, Math.floor(fraction * size));
  const [r, g, b] = context.getImageData(at(x, image.width), at(y, image.height), 1, 1).data;
  return [r!, g!, b!];
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
