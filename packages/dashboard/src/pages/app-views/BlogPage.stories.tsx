import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import BlogPage from './BlogPage';

// The page reads the demo's generated api/blog.json and the gallery's pictures, which Storybook serves.
const meta = {
  title: 'Screens/AppViews/BlogPage',
  component: BlogPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Four posts a page, newest first; a tag narrows the list and starts again from its first page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const posts = await screen.findByRole('list', { name: 'Posts' }, { timeout: 15_000 });
    await waitFor(() => expect(titles(posts)).toHaveLength(4));
    await expect(titles(posts)[0]).toBe('What we shipped in Atrium 2.4');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(titles(posts)).toEqual(['Our roadmap for the first quarter', 'Notes on a small design system']),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'accessibility' }));
    await waitFor(() =>
      expect(titles(posts)).toEqual([
        'Designing for seven skins at once',
        'Right-to-left layouts without a second stylesheet',
      ]),
    );
    await expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  },
};
