import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import EditorsPage from './EditorsPage';

const meta = {
  title: 'Screens/Forms/EditorsPage',
  component: EditorsPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
} satisfies Meta<typeof EditorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both editors open their demo documents; an edit can be saved back through the data layer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const richText = await screen.findByRole('textbox', { name: 'Rich Text Editor' });
    await expect(within(richText).getByRole('heading', { name: 'Atrium 2.0 is here' })).toBeVisible();
    const markdown = await screen.findByRole('textbox', { name: 'Markdown Editor' });
    await expect((markdown as HTMLTextAreaElement).value).toMatch(/^## Release 2\.0\.1\n/);
    const widget = screen.getByRole('region', { name: 'Markdown Editor' });
    const save = within(widget).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(markdown, '\nThanks for reading.');
    await expect(within(widget).getByRole('status')).toHaveTextContent('Unsaved changes');
    await userEvent.click(save);
    await expect(await within(widget).findByText('Saved')).toBeVisible();
  },
};
