import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import FullEditorPage from './FullEditorPage';

const meta = {
  title: 'Screens/Misc/FullEditorPage',
  component: FullEditorPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
} satisfies Meta<typeof FullEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The style guide in the editor with every tool. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const document = await screen.findByRole('textbox', { name: 'Full Toolbar Editor' });
    await expect(
      within(document).getByRole('heading', { level: 2, name: 'Editorial style guide' }),
    ).toBeVisible();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Code block', 'Horizontal line', 'Table', 'Image'])
      await expect(within(toolbar).getByRole('button', { name })).toBeVisible();
  },
};
