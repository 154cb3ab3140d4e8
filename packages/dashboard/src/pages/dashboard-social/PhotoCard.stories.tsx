import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhotoCard } from './PhotoCard';
import { sampleNow, sampleWall } from './socialCardsSample';

const meta = {
  title: 'Screens/Dashboard/Social Wall/PhotoCard',
  component: PhotoCard,
  tags: ['autodocs'],
  args: { post: sampleWall.photos, now: sampleNow },
} satisfies Meta<typeof PhotoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four shared photos with who shared them, when and where, and the caption. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const gallery = screen.getByRole('list', { name: 'Photos' });
    await expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(sampleWall.photos.photos.map((photo) => photo.alt));
    await expect(screen.getByText(/shared 4 photos/)).toHaveTextContent('Mira Okafor shared 4 photos');
    await expect(screen.getByText(/Bergen, Norway/)).toHaveTextContent('yesterday · Bergen, Norway');
  },
};
