import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ImageCrop } from './ImageCrop';
import { useImageCrop, type UseImageCropOptions } from './useImageCrop';

type CropStoryProps = UseImageCropOptions & { src: string; alt: string };

/** The crop view with its own state, as a page would compose them. */
function CropStory({ src, alt, ...options }: CropStoryProps) {
  const state = useImageCrop(options);
  return <ImageCrop state={state} src={src} alt={alt} />;
}

const meta = {
  title: 'Forms/ImageCrop',
  component: CropStory,
  tags: ['autodocs'],
  args: {
    src: 'img/crop-demo-landscape.svg',
    alt: 'Mountains over a lake at sunset',
    defaultSelection: { x: 100, y: 100, width: 300, height: 200 },
  },
  argTypes: {
    aspect: { control: { type: 'number', step: 0.1 } },
    animationMs: { control: 'number' },
  },
} satisfies Meta<typeof CropStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectionOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: /^Selection at/ });

/** The selection is named by its place and size, in image pixels. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const selection = await selectionOf(canvasElement);
    await expect(selection).toHaveAccessibleName('Selection at x 100, y 100, 300 by 200 pixels.');
    await expect(selection).toHaveAccessibleDescription(/Arrow keys move the selection/);
  },
};

/** Arrow keys move the selection, Shift+arrows resize it, Control makes steps of 10; each change is read out. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const selection = await selectionOf(canvasElement);
    selection.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(selection).toHaveAccessibleName('Selection at x 102, y 100, 300 by 200 pixels.');
    await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowUp}{/Shift}');
    await expect(selection).toHaveAccessibleName('Selection at x 102, y 110, 301 by 199 pixels.');
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
        'Selection at x 102, y 110, 301 by 199 pixels.',
      ),
    );
  },
};

/** A 4:3 ratio reshapes the selection to match. */
export const AspectRatio: Story = {
  args: { aspect: 4 / 3 },
  play: async ({ canvasElement }) => {
    await expect(await selectionOf(canvasElement)).toHaveAccessibleName(
      'Selection at x 100, y 100, 300 by 225 pixels.',
    );
  },
};

/** Size limits hold the selection between 80×80 and 350×350, from the keyboard too. */
export const SizeRestricted: Story = {
  args: {
    minSize: { width: 80, height: 80 },
    maxSize: { width: 350, height: 350 },
    defaultSelection: { x: 100, y: 100, width: 400, height: 60 },
  },
  play: async ({ canvasElement }) => {
    const selection = await selectionOf(canvasElement);
    await expect(selection).toHaveAccessibleName('Selection at x 100, y 100, 350 by 80 pixels.');
    selection.focus();
    await userEvent.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');
    await expect(selection).toHaveAccessibleName('Selection at x 100, y 100, 350 by 80 pixels.');
  },
};

export const NoSelection: Story = { args: { defaultSelection: undefined } };
