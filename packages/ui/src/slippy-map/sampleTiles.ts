import type { TileProvider } from './tileProvider';

/**
 * Tiles drawn in the page, for stories, tests and demos that must work offline: nothing is fetched from a tile
 * server. Every tile is the same: light land, a park,
 * a river and a grid of roads, roughly the colours of OpenStreetMap's standard tiles, so a style's filter shows.
 */
export function sampleTiles(): TileProvider {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#f2efe9';
  context.fillRect(0, 0, 256, 256);
  context.fillStyle = '#c8facc';
  context.fillRect(24, 150, 80, 70);
  context.fillStyle = '#d9d0c9';
  const blocks: Array<[number, number]> = [
    [150, 30],
    [190, 30],
    [150, 70],
    [30, 30],
  ];
  for (const [x, y] of blocks) context.fillRect(x, y, 30, 28);
  context.strokeStyle = '#aad3df';
  context.lineWidth = 26;
  context.beginPath();
  context.moveTo(0, 120);
  context.bezierCurveTo(90, 80, 160, 200, 256, 130);
  context.stroke();
  context.strokeStyle = '#f7fabf';
  context.lineWidth = 6;
  context.beginPath();
  context.moveTo(128, 0);
  context.lineTo(128, 256);
  context.moveTo(0, 240);
  context.lineTo(256, 240);
  context.stroke();
  context.strokeStyle = '#e892a2';
  context.lineWidth = 4;
  context.beginPath();
  context.moveTo(0, 0);
  context.lineTo(256, 256);
  context.stroke();
  return {
    url: canvas.toDataURL('image/png'),
    attribution: [{ label: 'Sample tiles' }],
    maxZoom: 18,
  };
}

/** A provider whose every tile fails to decode, to show what the map does when tiles cannot be loaded. */
export const unreachableTiles: TileProvider = {
  url: 'data:image/png;base64,AAAA',
  attribution: [{ label: 'Unreachable tiles' }],
};
