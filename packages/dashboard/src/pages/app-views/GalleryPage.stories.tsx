import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import GalleryPage from './GalleryPage';

// The grid reads the demo's generated api/gallery.json and api/gallery/*.svg, which Storybook serves.
const meta = {
  title: 'Screens/AppViews/GalleryPage',
  component: GalleryPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GalleryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every photo, newest first; an album shows only its own, and a thumbnail opens the viewer on it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const all = screen.getByRole('list', { name: 'All photos' });
    await waitFor(() => expect(within(all).getAllByRole('button')).toHaveLength(16), { timeout: 15_000 });
    await expect(within(all).getAllByRole('button')[0]).toHaveAccessibleName(/^Blue mountain ridges/);
    await expect(screen.getByText('16 photos')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Cities' }));
    const cities = screen.getByRole('list', { name: 'Cities' });
    await waitFor(() => expect(within(cities).getAllByRole('button')).toHaveLength(3));
    await expect(screen.getByText('3 photos')).toBeVisible();

    await userEvent.click(within(cities).getByRole('button', { name: /skyline at night/ }));
    const viewer = await within(document.body).findByRole('dialog', { name: 'Photo gallery' });
    await waitFor(() => expect(within(viewer).getByText('1 of 3')).toBeVisible());
    await expect(within(viewer).getByText('The financial district after the late shift.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(viewer).not.toBeInTheDocument());
  },
};
