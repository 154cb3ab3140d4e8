import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ImageGallery } from './ImageGallery';
import { sampleGalleryImages } from './lightboxSample';

const meta = {
  title: 'Media/ImageGallery',
  component: ImageGallery,
  tags: ['autodocs'],
  args: {
    images: sampleGalleryImages,
    label: 'Trip photos',
    viewerLabel: 'Trip photos',
    tileAspectRatio: '4 / 3',
    minTileWidth: '180px',
  },
  argTypes: {
    images: { control: false },
    tileAspectRatio: { control: 'inline-radio', options: ['4 / 3', '1 / 1', '16 / 9'] },
  },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
// The viewer fades in, so a check waits until what it looks for is drawn.
const shows = (element: () => HTMLElement) => waitFor(() => expect(element()).toBeVisible());
const viewer = () => body.findByRole('dialog', { name: 'Trip photos' });

/** Opens on the pressed picture; arrows page with wrapping, Home and End jump; Escape returns focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Trip photos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const dunes = canvas.getByRole('button', { name: 'Orange dunes under a warm evening sky' });
    dunes.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await viewer();
    await waitFor(() => expect(dialog).toHaveFocus());
    await shows(() => within(dialog).getByText('2 of 5'));
    await expect(
      within(dialog).getByRole('img', { name: 'Orange dunes under a warm evening sky' }),
    ).toBeVisible();
    await shows(() => within(dialog).getByText('Evening light on the dunes.'));

    await userEvent.keyboard('{ArrowRight}');
    await shows(() => within(dialog).getByText('3 of 5'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await shows(() => within(dialog).getByText('5 of 5'));
    await expect(
      within(dialog).getByRole('img', { name: 'Blue water between hills under a hazy sky' }),
    ).toBeVisible();
    await userEvent.keyboard('{Home}');
    await shows(() => within(dialog).getByText('1 of 5'));
    await userEvent.keyboard('{End}');
    await shows(() => within(dialog).getByText('5 of 5'));

    // Focus stays in the viewer: Tab cycles through its three buttons.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(dunes).toHaveFocus());
  },
};

/** The paging buttons wrap around, and the close button leaves. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /harbour|Green hills/ });
    await userEvent.click(first);
    const dialog = await viewer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await shows(() => within(dialog).getByText('5 of 5'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await shows(() => within(dialog).getByText('1 of 5'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());
  },
};

function swipe(target: Element, fromX: number, toX: number) {
  fireEvent.pointerDown(target, { pointerType: 'touch', clientX: fromX, clientY: 200 });
  fireEvent.pointerUp(target, { pointerType: 'touch', clientX: toX, clientY: 210 });
}

/** A swipe to the left shows the next picture, to the right the previous; a short drag does nothing. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Dark violet hills/ }));
    const dialog = await viewer();
    const picture = within(dialog).getByRole('img', { name: /Dark violet hills/ });
    swipe(picture, 300, 120);
    await shows(() => within(dialog).getByText('4 of 5'));
    swipe(within(dialog).getByRole('img'), 120, 300);
    await shows(() => within(dialog).getByText('3 of 5'));
    swipe(within(dialog).getByRole('img'), 200, 180);
    await shows(() => within(dialog).getByText('3 of 5'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Square thumbnails on narrower columns. */
export const SquareTiles: Story = {
  args: { tileAspectRatio: '1 / 1', minTileWidth: '120px' },
};

/** While the list loads, placeholder tiles hold the grid's shape. */
export const Loading: Story = {
  args: { isLoading: true, placeholderCount: 6 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Trip photos' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};
