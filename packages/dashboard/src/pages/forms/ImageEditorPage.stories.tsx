import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ImageEditorPage from './ImageEditorPage';

const meta = {
  title: 'Screens/Forms/ImageEditorPage',
  component: ImageEditorPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof ImageEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The readouts as "name value" pairs, in order. */
const readouts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('definition')
    .map((value) => `${value.previousElementSibling?.textContent} ${value.textContent}`)
    .join(', ');

/** Starts at [100, 100, 400, 300]; the 4:3 and size toggles reshape it; release clears it; export makes a PNG. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Forms, Image Editor');
    await screen.findByRole('group', { name: /^Selection at/ });
    await expect(readouts(canvasElement)).toBe('x 100, y 100, x2 400, y2 300, w 300, h 200');

    await userEvent.click(screen.getByRole('switch', { name: 'Keep a 4:3 aspect ratio' }));
    await expect(readouts(canvasElement)).toBe('x 100, y 100, x2 400, y2 325, w 300, h 225');
    await userEvent.click(screen.getByRole('switch', { name: 'Keep a 4:3 aspect ratio' }));

    const selection = screen.getByRole('group', { name: /^Selection at/ });
    selection.focus();
    await userEvent.keyboard(
      '{Control>}{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{/Control}',
    );
    await expect(readouts(canvasElement)).toBe('x 100, y 100, x2 460, y2 300, w 360, h 200');
    await userEvent.click(screen.getByRole('switch', { name: 'Restrict the size (80×80 to 350×350)' }));
    await expect(readouts(canvasElement)).toBe('x 100, y 100, x2 450, y2 300, w 350, h 200');

    await userEvent.click(screen.getByRole('button', { name: 'Export crop' }));
    const link = await screen.findByRole('link', { name: 'Download crop.png (350 × 200)' });
    await expect(link.getAttribute('href')).toMatch(/^blob:/);
    const image = screen.getByRole('img', { name: 'The exported crop' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(350));

    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await expect(screen.queryByRole('group', { name: /^Selection at/ })).toBeNull();
    await expect(readouts(canvasElement)).toBe('x –, y –, x2 –, y2 –, w –, h –');
  },
};

/** "Animate to default" glides back to the starting selection; "Random selection" picks one in bounds. */
export const Animations: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('group', { name: /^Selection at/ });
    await userEvent.click(screen.getByRole('button', { name: 'Random selection' }));
    await waitFor(() =>
      expect(readouts(canvasElement)).not.toBe('x 100, y 100, x2 400, y2 300, w 300, h 200'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Animate to default' }));
    await waitFor(() => expect(readouts(canvasElement)).toBe('x 100, y 100, x2 400, y2 300, w 300, h 200'), {
      timeout: 3000,
    });
  },
};
