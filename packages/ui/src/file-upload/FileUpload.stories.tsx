import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { naughtyStrings } from '../../test/naughtyStrings';
import { UploadError, chooseFiles, dropFiles, fileOf, scriptedSender } from '../../test/scriptedUploads';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: {
    url: 'api/plug',
    maxSize: 5 * 1024 * 1024,
    accept: ['image/*', 'application/pdf', 'text/plain'],
    acceptLabel: 'Images, PDF or text files',
    isDisabled: false,
    onUploaded: fn(),
  },
  argTypes: {
    maxSize: { control: 'number' },
    acceptLabel: { control: 'text' },
    fieldName: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveRegion = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="polite"]');
const zoneOf = (canvasElement: HTMLElement) => within(canvasElement).getByText('Drop files here to upload');

/** Each dropped file gets a progress bar, then "Uploaded"; progress is read out politely. */
export const Progress: Story = {
  args: { send: scriptedSender({ stepMs: 60 }).send },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    dropFiles(zoneOf(canvasElement), [fileOf('report.txt', 4000)]);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading report.txt' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(liveRegion(canvasElement)).toHaveTextContent(/report\.txt/);
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveTextContent('report.txt uploaded.');
    await expect(args.onUploaded).toHaveBeenCalledWith(expect.any(File), { name: 'report.txt', size: 4000 });
  },
};

/** Cancel stops a file mid-way; Retry sends it again from the start. */
export const CancelAndRetry: Story = {
  args: { send: scriptedSender({ stepMs: 30, stallAt: 0.5 }).send },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFiles(canvasElement, [fileOf('slow.pdf', 9000, 'application/pdf')]);
    await canvas.findByRole('progressbar', { name: 'Uploading slow.pdf' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of slow.pdf' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(liveRegion(canvasElement)).toHaveTextContent('Upload of slow.pdf cancelled.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry slow.pdf' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading slow.pdf' })).toBeVisible();
  },
};

/** A refusal from the server shows its reason; Retry sends again and succeeds. */
export const ServerError: Story = {
  args: {
    send: scriptedSender({
      stepMs: 20,
      failures: [new UploadError(507, 'Insufficient Storage', 'The disk is full')],
    }).send,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(zoneOf(canvasElement), [fileOf('photo.png', 3000, 'image/png')]);
    await expect(await canvas.findByText('Upload failed: The disk is full')).toBeVisible();
    canvas.getByRole('button', { name: 'Retry photo.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
  },
};

const refusedFilesSender = scriptedSender();

/** Files over the size limit or of another type are listed with the reason and never sent. */
export const RefusedFiles: Story = {
  args: { maxSize: 1024, send: refusedFilesSender.send },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(zoneOf(canvasElement), [
      fileOf('huge.txt', 4096),
      fileOf('setup.exe', 10, 'application/x-msdownload'),
    ]);
    await expect(
      await canvas.findByText('Not sent: the file is 4 KB, larger than the 1 KB limit.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Not sent: this type of file is not accepted (Images, PDF or text files).'),
    ).toBeVisible();
    await expect(refusedFilesSender.sent).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove huge.txt' }));
    await expect(canvas.queryByText('huge.txt')).toBeNull();
  },
};

/** Hostile file names are shown as typed, never interpreted. */
export const HostileFileNames: Story = {
  args: { send: scriptedSender({ stepMs: 10 }).send, accept: undefined, maxSize: undefined },
  play: async ({ canvasElement }) => {
    const names = naughtyStrings.filter((name) => name.trim() !== '').slice(0, 12);
    dropFiles(
      zoneOf(canvasElement),
      names.map((name) => fileOf(name, 20)),
    );
    const items = await within(canvasElement).findAllByRole('listitem');
    await expect(items).toHaveLength(names.length);
    for (const [index, name] of names.entries())
      await expect(items[index]).toHaveTextContent(name, { normalizeWhitespace: false });
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** With no upload handler behind the address (a static host), a real request fails and the file says so. */
export const NoUploadServer: Story = {
  args: { url: 'api/no-upload-handler-here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(zoneOf(canvasElement), [fileOf('notes.txt', 100)]);
    await expect(
      await canvas.findByText(/^Upload failed: this server does not accept uploads \(40[45]/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
