import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider } from '../../api/DataProvider';
import { inShellContent } from '../misc/shellContentDecorator';
import MapsPage from './MapsPage';

// The page reads the demo's generated api/ files, which Storybook serves at its root.
const meta = {
  title: 'Screens/Maps/MapsPage',
  component: MapsPage,
  tags: ['autodocs'],
  decorators: [
    inShellContent,
    (Story) => (
      <DataProvider baseUrl="api">
        <Story />
      </DataProvider>
    ),
  ],
} satisfies Meta<typeof MapsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadTimeout = { timeout: 15_000 };
const landFill = (region: HTMLElement) => getComputedStyle(region.querySelector('.rsm-geography')!).fill;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Maps, Vector maps');

    const vector = screen.getByRole('region', { name: 'Vector map' });
    // The select is there, disabled, while the styles load.
    const styleSelect = within(vector).getByRole('combobox', { name: 'Map style' });
    await waitFor(() => expect(styleSelect).toHaveTextContent('Colorful'), loadTimeout);
    await waitFor(() => expect(landFill(vector)).toBe('rgb(244, 233, 201)'), loadTimeout);
    await userEvent.click(styleSelect);
    const options = await within(document.body).findAllByRole('option');
    await expect(options).toHaveLength(8);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Old paper' }));
    await waitFor(() => expect(landFill(vector)).toBe('rgb(234, 220, 185)'), loadTimeout);
    await userEvent.click(within(vector).getByRole('button', { name: 'Zoom in' }));
    await expect(within(vector).getByRole('status')).toHaveTextContent('Zoom level 9');

    const visits = screen.getByRole('region', { name: 'Visits per country' });
    const country = await within(visits).findByRole(
      'img',
      { name: /^United States: [\d,]+ visits$/ },
      loadTimeout,
    );
    await userEvent.hover(country);
    await expect(await within(visits).findByRole('tooltip')).toHaveTextContent('United States');
  },
};
