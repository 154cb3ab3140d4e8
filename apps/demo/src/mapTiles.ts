import type { TileProvider } from '@atrium/ui';

/**
 * The street map's tile provider: the one place the demo names a tile origin. A Content Security Policy for
 * the demo must list this origin in `img-src`; change both together (see docs/maps.md).
 */
export const mapTiles: TileProvider = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: [{ label: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }],
  maxZoom: 19,
};
