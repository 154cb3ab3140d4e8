import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataProvider } from '../../../api/DataProvider';
import { inShellContent } from '../../misc/shellContentDecorator';
import PluginsPage from './PluginsPage';

/** A network that is down: every call fails, as on a plain static host without the demo data. */
const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

/** The page on the demo's api/ files; `isOffline` makes the city list fail to load. */
function PluginsScreen({ isOffline = false }: { isOffline?: boolean }) {
  return (
    <DataProvider baseUrl="api" fetch={isOffline ? offline : undefined}>
      <PluginsPage />
    </DataProvider>
  );
}

const meta = {
  title: 'Screens/Forms/PluginsPage',
  component: PluginsScreen,
  tags: ['autodocs'],
  args: { isOffline: false },
  decorators: [inShellContent],
} satisfies Meta<typeof PluginsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every control in its widget; the city autocomplete searches the demo's list of world cities. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Forms, Form Plugins');
    for (const title of [
      'In-place editing',
      'Spinners',
      'Sliders',
      'Colour picker',
      'Multi-select',
      'City autocomplete',
    ]) {
      await expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    // The colour picker and the multi-select load when scrolled to.
    screen.getByRole('region', { name: 'Multi-select' }).scrollIntoView();
    await expect(await screen.findByRole('group', { name: 'Header colour' })).toBeVisible();
    await expect(await screen.findByRole('list', { name: 'Countries served' })).toHaveTextContent(
      /Germany.*Japan/,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'toky');
    await expect(await body(canvasElement).findByRole('option', { name: 'Tokyo, Japan' })).toBeVisible();
  },
};

/** The city list cannot load: the menu says so and the typed text stays. */
export const CitiesOffline: Story = {
  args: { isOffline: true },
  play: async ({ canvasElement }) => {
    const city = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(city, 'lon');
    await expect(
      await body(canvasElement).findByText('Could not load the cities: the text you typed is kept'),
    ).toBeVisible();
    await expect(city).toHaveValue('lon');
  },
};
