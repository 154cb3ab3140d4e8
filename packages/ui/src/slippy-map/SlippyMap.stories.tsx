import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapStyleStory, storyMapStyles } from '../vector-map/MapStyleStory';
import { sampleTiles, unreachableTiles } from './sampleTiles';
import { SlippyMap } from './SlippyMap';
import type { SlippyMapMarker } from './mapPins';

const styles = storyMapStyles;

const places: SlippyMapMarker[] = [
  { key: 'mtl', coordinates: [-73.57, 45.5], label: 'Montréal', description: 'Head office, 120 people' },
  { key: 'sherbrooke', coordinates: [-71.89, 45.4], label: 'Sherbrooke' },
];

const tiles = sampleTiles();
const loadTimeout = { timeout: 15_000 };
const tilePane = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('.leaflet-tile-pane')!;
const pinOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name }).getBoundingClientRect();
// Leaflet's code loads with the first map, then the map draws its tiles and places its markers.
const mapReady = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('button', { name: 'Montréal' }, loadTimeout);
  await waitFor(
    () => expect(canvasElement.querySelector('.leaflet-tile-loaded')).not.toBeNull(),
    loadTimeout,
  );
};

const meta = {
  title: 'Maps/SlippyMap',
  component: SlippyMap,
  tags: ['autodocs'],
  args: { tiles, markers: places, minZoom: 2, maxZoom: 18, onViewChange: fn(), onTilesFailed: fn() },
  argTypes: {
    mapStyle: {
      control: 'select',
      options: ['skin', ...Object.keys(styles)],
      mapping: { skin: undefined, ...styles },
    },
    minZoom: { control: { type: 'number', min: 0, max: 10 } },
    maxZoom: { control: { type: 'number', min: 2, max: 19 } },
    defaultView: { control: 'object' },
    markers: { control: 'object' },
    tiles: { control: false },
  },
} satisfies Meta<typeof SlippyMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens over Montréal at zoom 8; the keyboard pans with the arrows and zooms with plus and minus. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: 'Street map' });
    await mapReady(canvasElement);
    await expect(canvas.getByText('Zoom level 8')).toBeVisible();
    await expect(canvas.getByText('Sample tiles')).toBeVisible();

    const before = pinOf(canvasElement, 'Montréal');
    map.focus();
    await userEvent.keyboard('{ArrowRight}');
    // Panning east moves the places west on screen.
    await waitFor(() => expect(pinOf(canvasElement, 'Montréal').left).toBeLessThan(before.left - 40));
    await waitFor(() => expect(args.onViewChange).toHaveBeenCalled());

    await userEvent.keyboard('+');
    await waitFor(() => expect(canvas.getByText('Zoom level 9')).toBeVisible());
    await userEvent.keyboard('-');
    await waitFor(() => expect(canvas.getByText('Zoom level 8')).toBeVisible());
  },
};

/** Drag to pan; the zoom buttons step a level at a time and "Reset view" returns to the first view. */
export const PanAndButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: 'Street map' });
    await mapReady(canvasElement);
    const before = pinOf(canvasElement, 'Montréal');
    const box = map.getBoundingClientRect();
    const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: map, coords: start },
      { target: map, coords: { clientX: start.clientX - 60, clientY: start.clientY - 30 } },
      { target: map, coords: { clientX: start.clientX - 120, clientY: start.clientY - 60 } },
      { keys: '[/MouseLeft]', target: map },
    ]);
    await waitFor(() => expect(pinOf(canvasElement, 'Montréal').left).toBeLessThan(before.left - 80));

    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(canvas.getByText('Zoom level 9')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Reset view' }));
    await waitFor(() => expect(canvas.getByText('Zoom level 8')).toBeVisible());
    await waitFor(() => expect(pinOf(canvasElement, 'Montréal').left).toBeCloseTo(before.left, -1));
  },
};

/** Markers are buttons named by their place; Enter or Space opens the popup. */
export const MarkerPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const montreal = await canvas.findByRole('button', { name: 'Montréal' }, loadTimeout);
    montreal.focus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('Head office, 120 people')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Each style recolours the tiles with a filter computed from its palette, and the markers with its highlight. */
export const StyleSwitching: Story = {
  render: (args) => <MapStyleStory>{(style) => <SlippyMap {...args} mapStyle={style} />}</MapStyleStory>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapReady(canvasElement);
    const filterOf = () => getComputedStyle(tilePane(canvasElement)).filter;
    await expect(filterOf()).toMatch(/^saturate/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Night vision' }));
    await waitFor(() => expect(filterOf()).toMatch(/^invert\(1\)/));
    await expect(canvas.getByRole('figure')).toHaveAttribute('data-map-style', 'nightvision');
    await userEvent.click(canvas.getByRole('radio', { name: 'Old paper' }));
    await waitFor(() => expect(filterOf()).toContain('sepia(1)'));
    await expect(filterOf()).not.toContain('invert');
  },
};

/** When no tile can be loaded, the map says so once and shows the outline map at the same place and zoom. */
export const TilesUnavailable: Story = {
  args: { tiles: unreachableTiles, mapStyle: styles['old-paper'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'The street map could not be loaded, so an outline map is shown.',
        {},
        loadTimeout,
      ),
    ).toBeVisible();
    const outline = await canvas.findByRole('figure', { name: 'Outline map' }, loadTimeout);
    await expect(within(outline).getByRole('status')).toHaveTextContent('Zoom level 8');
    await expect(args.onTilesFailed).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};
