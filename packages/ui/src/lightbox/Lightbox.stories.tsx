import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Lightbox, type LightboxProps } from './Lightbox';
import { sampleGalleryImages } from './lightboxSample';

function Opener(props: LightboxProps) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <Button onPress={() => setIndex(0)}>View photos</Button>
      <Lightbox
        {...props}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          props.onIndexChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Media/Lightbox',
  component: Lightbox,
  tags: ['autodocs'],
  args: { images: sampleGalleryImages, label: 'Trip photos', onIndexChange: fn() },
  argTypes: { images: { control: false }, index: { control: false }, defaultIndex: { control: false } },
  render: (args) => <Opener {...args} />,
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
// The viewer fades in, so a check waits until what it looks for is drawn.
const shows = (element: () => HTMLElement) => waitFor(() => expect(element()).toBeVisible());

/** Opened from a button: it reports each picture shown and `null` on closing, and focus goes back. */
export const Controlled: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'View photos' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Trip photos' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A single picture has nothing to page to: no paging buttons. */
export const SinglePicture: Story = {
  args: { images: sampleGalleryImages.slice(2, 3) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View photos' }));
    const dialog = await body.findByRole('dialog', { name: 'Trip photos' });
    await shows(() => within(dialog).getByText('1 of 1'));
    await expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};
