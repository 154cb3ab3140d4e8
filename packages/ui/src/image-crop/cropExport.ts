import type { CropRect } from './cropGeometry';

/**
 * The part of the image at `src` under `rect` (image pixels) as a PNG. The image must be same-origin or served
 * with CORS, or the browser refuses to read the pixels back.
 */
export async function exportCrop(src: string, rect: CropRect): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas available');
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      'image/png',
    ),
  );
}
