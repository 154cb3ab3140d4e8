import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { glyphIcons } from '../icon/glyphIcons';
import type { IconGalleryItem } from './galleryNavigation';
import { flagItems, flagSnippet, glyphItems, glyphSnippet, renderFlag, renderGlyph } from './gallerySamples';
import { IconGallery, type IconGalleryProps } from './IconGallery';

const meta = {
  title: 'Icons/IconGallery',
  component: IconGallery,
  tags: ['autodocs'],
  args: {
    items: glyphItems,
    renderIcon: renderGlyph,
    snippet: glyphSnippet,
    onCopy: fn(),
    filterLabel: 'Filter glyphs',
    listLabel: 'Glyphs',
    minCellWidth: 176,
  },
  argTypes: {
    items: { control: false },
    renderIcon: { control: false },
    snippet: { control: false },
    minCellWidth: { control: { type: 'range', min: 120, max: 320, step: 8 } },
  },
} satisfies Meta<IconGalleryProps<IconGalleryItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Glyphs: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const total = Object.keys(glyphIcons).length;
    await expect(canvas.getByRole('status')).toHaveTextContent(`${total} of ${total}`);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter glyphs' }), 'star');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`2 of ${total}`));
    await userEvent.tab();
    const grid = canvas.getByRole('grid', { name: 'Glyphs' });
    const [first, second] = within(grid).getAllByRole('button');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const name = second!.querySelector('code')!.textContent!;
    await waitFor(() =>
      expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`<Glyph name="${name}" />`),
    );
    await expect(await canvas.findByText(`Copied ${name}:`, { exact: false })).toBeVisible();
    await expect(args.onCopy).toHaveBeenCalledWith(expect.objectContaining({ name, isCopied: true }));
  },
};

export const Flags: Story = {
  args: {
    items: flagItems,
    renderIcon: renderFlag,
    snippet: flagSnippet,
    filterLabel: 'Filter flags',
    listLabel: 'Flags',
    minCellWidth: 200,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter flags' }), 'germany');
    const grid = canvas.getByRole('grid', { name: 'Flags' });
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(1));
    await expect(within(grid).getByRole('button')).toHaveAccessibleName(/de\s*Germany/);
    await waitFor(() => expect(grid.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'));
  },
};

export const CopyRefused: Story = {
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Glyphs' });
    const [first] = within(grid).getAllByRole('button');
    await userEvent.click(first!);
    const name = first!.querySelector('code')!.textContent!;
    await expect(await canvas.findByText(/Could not copy/)).toBeVisible();
    await expect(canvas.getByText(`<Glyph name="${name}" />`)).toBeVisible();
  },
};

export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter glyphs' }), hostile);
    await expect(await canvas.findByText(`Nothing matches “${hostile}”.`)).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};
