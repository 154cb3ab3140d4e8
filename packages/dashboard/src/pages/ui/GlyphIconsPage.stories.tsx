import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import GlyphIconsPage from './GlyphIconsPage';

const meta = {
  title: 'Screens/UI Elements/GlyphIconsPage',
  component: GlyphIconsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GlyphIconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Glyph Icons');
    const grid = screen.getByRole('grid', { name: 'Glyphs' });
    // The Font Awesome name finds the glyph drawn with it.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter glyphs' }), 'floppy');
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /glyphicon-floppy-disk/ })).toBeVisible(),
    );
  },
};
