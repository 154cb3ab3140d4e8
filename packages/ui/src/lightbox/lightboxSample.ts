import type { GalleryImage } from './ImageGallery';

/** A flat landscape drawn as an SVG data URL, so stories and tests need no image files. */
function scene(sky: string, hills: string, sun: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${sky}"/>
<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="${sun}"/>
<path d="M0 ${height * 0.7} Q${width * 0.3} ${height * 0.45} ${width * 0.55} ${height * 0.65} T${width} ${height * 0.6} V${height} H0 Z" fill="${hills}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Five sample pictures in three proportions, for stories and tests. */
export const sampleGalleryImages: GalleryImage[] = [
  {
    id: 'harbour',
    src: scene('#9CC7E4', '#3E6B4F', '#F6D365', 480, 320),
    alt: 'Green hills under a pale blue sky with a yellow sun',
    title: 'Harbour hills',
    caption: 'Morning over the harbour hills.',
    width: 480,
    height: 320,
  },
  {
    id: 'dunes',
    src: scene('#F3C98B', '#B5683A', '#FFF1C9', 320, 480),
    alt: 'Orange dunes under a warm evening sky',
    title: 'Dunes',
    caption: 'Evening light on the dunes.',
    width: 320,
    height: 480,
  },
  {
    id: 'dusk',
    src: scene('#3B3F6B', '#2E2A48', '#F29E74', 400, 400),
    alt: 'Dark violet hills at dusk with a low orange sun',
    title: 'Dusk',
    caption: 'The last of the sun.',
    width: 400,
    height: 400,
  },
  {
    id: 'meadow',
    src: scene('#CFE8F3', '#5E8F4E', '#FFFFFF', 480, 320),
    alt: 'A green meadow under a bright white sun',
    title: 'Meadow',
    width: 480,
    height: 320,
  },
  {
    id: 'fjord',
    src: scene('#B7D3E9', '#2F6F9F', '#FDE2A0', 480, 320),
    alt: 'Blue water between hills under a hazy sky',
    title: 'Fjord',
    caption: 'Still water in the fjord.',
    width: 480,
    height: 320,
  },
];
