import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleTiles, unreachableTiles } from '@atrium/ui';
import { DataProvider } from '../../api/DataProvider';
import { MapTilesContext } from '../../mapTiles';
import { inShellContent } from '../misc/shellContentDecorator';
import MapsPage from './MapsPage';

// Tiles drawn in the page: stories never reach a tile server.
const tiles = sampleTiles();

// The page reads the demo's generated api/ files, which Storybook serves at its root.
const meta = {
  title: 'Screens/Maps/MapsPage',
  component: MapsPage,
  tags: ['autodocs'],
  decorators: [
    inShellContent,
    (Story, { parameters }) => (
      <MapTilesContext.Provider value={parameters.tiles ?? tiles}>
        <DataProvider baseUrl="api">
          <Story />
        </DataProvider>
      </MapTilesContext.Provider>
    ),
  ],
} satisfies Meta<typeof MapsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadTimeout = { timeout: 15_000 };
const tileFilter = (region: HTMLElement) =>
  getComputedStyle(region.querySelector('.leaflet-tile-pane')!).filter;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    localStorage.removeItem('atrium.maps.style');
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Maps, Vector maps');

    const street = screen.getByRole('region', { name: 'Street map' });
    // The select is there, disabled, while the styles load.
    const styleSelect = within(street).getByRole('combobox', { name: 'Map style' });
    await waitFor(() => expect(styleSelect).toHaveTextContent('Colorful'), loadTimeout);
    await waitFor(() => expect(tileFilter(street)).toMatch(/^saturate/), loadTimeout);
    await expect(await within(street).findByRole('button', { name: 'Montréal' }, loadTimeout)).toBeVisible();
    await userEvent.click(styleSelect);
    const options = await within(document.body).findAllByRole('option');
    await expect(options).toHaveLength(8);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Old paper' }));
    await waitFor(() => expect(tileFilter(street)).toContain('sepia(1)'), loadTimeout);
    // Remembered for the next visit.
    await expect(localStorage.getItem('atrium.maps.style')).toBe('old-paper');
    await userEvent.click(within(street).getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(within(street).getByText('Zoom level 9')).toBeVisible());
    localStorage.removeItem('atrium.maps.style');

    const visits = screen.getByRole('region', { name: 'Visits per country' });
    visits.scrollIntoView();
    const country = await within(visits).findByRole(
      'img',
      { name: /^United States: [\d,]+ visits$/ },
      loadTimeout,
    );
    await userEvent.hover(country);
    await expect(await within(visits).findByRole('tooltip')).toHaveTextContent('United States');
  },
};

/** With the tile host out of reach, the page says so and shows the outline map in the chosen style. */
export const TilesUnavailable: Story = {
  parameters: { tiles: unreachableTiles },
  play: async ({ canvasElement }) => {
    const street = within(canvasElement).getByRole('region', { name: 'Street map' });
    await expect(
      await within(street).findByText(
        'The street map could not be loaded, so an outline map is shown.',
        {},
        loadTimeout,
      ),
    ).toBeVisible();
    const outline = await within(street).findByRole('figure', { name: 'Outline map' }, loadTimeout);
    await expect(within(outline).getByText('Zoom level 8')).toBeVisible();
    await waitFor(() => expect(outline.querySelector('.rsm-geography')).not.toBeNull(), loadTimeout);
  },
};
