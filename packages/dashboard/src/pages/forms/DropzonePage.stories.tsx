import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dropFiles, fileOf } from '../../../../ui/test/scriptedUploads';
import { inShellContent } from '../misc/shellContentDecorator';
import DropzonePage from './DropzonePage';

const meta = {
  title: 'Screens/Forms/DropzonePage',
  component: DropzonePage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof DropzonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Storybook's server, like a plain static host, has no upload handler: a dropped file is really sent and the
 * page says plainly why it failed. Files over the limit or of another type are refused without sending.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Forms, Dropzone');
    await expect(screen.getByText('Images, PDF or text files, up to 5 MB each')).toBeVisible();
    dropFiles(screen.getByText('Drop files here to upload'), [
      fileOf('notes.txt', 100),
      fileOf('video.mp4', 100, 'video/mp4'),
      fileOf('poster.png', 6 * 1024 * 1024, 'image/png'),
    ]);
    await expect(
      await screen.findByText('Not sent: this type of file is not accepted (Images, PDF or text files).'),
    ).toBeVisible();
    await expect(screen.getByText('Not sent: the file is 6 MB, larger than the 5 MB limit.')).toBeVisible();
    await expect(
      await screen.findByText(/^Upload failed: this server does not accept uploads/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};
