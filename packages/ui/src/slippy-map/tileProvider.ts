// Kept apart from the map itself, so an app can name its provider without loading Leaflet.

/** One credit line of a tile provider, e.g. `{ label: '© OpenStreetMap contributors', href: '…/copyright' }`. */
export interface TileAttribution {
  label: string;
  /** Where the credit links to; providers such as OpenStreetMap require the link. */
  href?: string;
}

/** Where a street map's raster tiles come from. */
export interface TileProvider {
  /** An XYZ URL template with `{z}`, `{x}` and `{y}` (and `{s}` for subdomains), e.g. OpenStreetMap's. */
  url: string;
  /** The credits the provider's terms require, shown in the map's corner. */
  attribution: readonly TileAttribution[];
  /** The furthest zoom the provider draws. Default 19. */
  maxZoom?: number;
  /** Letters `{s}` cycles through. Default `abc`. */
  subdomains?: string;
}

/** The OpenStreetMap Foundation's standard tiles, with the credit its tile usage policy requires. */
export const openStreetMapTiles: TileProvider = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: [{ label: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }],
  maxZoom: 19,
};
