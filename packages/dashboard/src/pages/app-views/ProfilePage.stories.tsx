import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import ProfilePage from './ProfilePage';

// The page reads the demo's generated api/profiles.json, timeline.json and gallery.json, which Storybook serves.
const meta = {
  title: 'Screens/AppViews/ProfilePage',
  component: ProfilePage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's card, their own activity first, then their friends and photos a tab away. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const card = await screen.findByRole('region', { name: 'Ada Lindqvist' }, { timeout: 15_000 });
    await expect(within(card).getByRole('heading', { name: 'Ada Lindqvist' })).toBeVisible();
    await expect(within(card).getByText('Head of Product, Atrium')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'ada.lindqvist@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada.lindqvist@example.com',
    );
    await expect(within(card).getByText('1,543')).toBeVisible();
    await expect(
      within(within(card).getByRole('list', { name: 'Connections' })).getAllByRole('img'),
    ).toHaveLength(8);

    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    await waitFor(() => expect(within(activity).getAllByRole('heading', { level: 4 })).toHaveLength(3));
    await expect(within(activity).getAllByText('Ada Lindqvist')).toHaveLength(3);

    await userEvent.click(screen.getByRole('tab', { name: /Friends/ }));
    const friends = screen.getByRole('list', { name: 'Friends' });
    await expect(within(friends).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(friends).getByText('Sofia Varga')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    const photos = screen.getByRole('list', { name: 'Photos' });
    await waitFor(() => expect(within(photos).getAllByRole('button')).toHaveLength(8));
  },
};
