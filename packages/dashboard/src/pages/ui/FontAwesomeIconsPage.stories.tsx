import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import FontAwesomeIconsPage from './FontAwesomeIconsPage';

const meta = {
  title: 'Screens/UI Elements/FontAwesomeIconsPage',
  component: FontAwesomeIconsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FontAwesomeIconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Font Awesome');
    const solid = await screen.findByRole('grid', { name: 'Solid icons' }, { timeout: 10_000 });
    // An alias finds the icon under its current name.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter icons' }), 'home');
    await userEvent.click(await within(solid).findByRole('button', { name: 'fa-house' }));
    await waitFor(() =>
      expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
        "import { faHouse } from '@fortawesome/free-solid-svg-icons';\n<Icon icon={faHouse} />",
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Brands' }));
    const brands = await screen.findByRole('grid', { name: 'Brands icons' }, { timeout: 10_000 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter icons' }), 'github');
    await waitFor(() => expect(within(brands).getByRole('button', { name: 'fa-github' })).toBeVisible());
  },
};
