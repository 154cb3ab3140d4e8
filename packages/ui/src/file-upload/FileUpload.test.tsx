import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../test/render';
import { dropFiles, fileOf } from '../../test/scriptedUploads';
import { FileUpload } from './FileUpload';
import type { FileSendRequest } from './sendFile';

afterEach(() => vi.restoreAllMocks());

/** A sender that never answers, keeping each request so a test can look at its signal. */
function heldSender() {
  const requests: FileSendRequest[] = [];
  const send = (request: FileSendRequest) => {
    requests.push(request);
    return new Promise<never>((_resolve, reject) =>
      request.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))),
    );
  };
  return { send, requests };
}

describe('FileUpload', () => {
  it('revokes an image preview when its file is removed and every preview on unmount', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { send } = heldSender();
    const screen = await renderWithTheme(<FileUpload url="upload" send={send} />);
    dropFiles(screen.getByText('Drop files here to upload').element(), [
      fileOf('one.png', 10, 'image/png'),
      fileOf('two.png', 10, 'image/png'),
    ]);
    await expect.element(screen.getByRole('button', { name: 'Cancel upload of two.png' })).toBeVisible();
    const [first, second] = [...document.querySelectorAll('img')].map((image) => image.src);
    await screen.getByRole('button', { name: 'Cancel upload of one.png' }).click();
    await screen.getByRole('button', { name: 'Remove one.png' }).click();
    expect(revoke.mock.calls.map(([url]) => url)).toEqual([first]);
    await screen.unmount();
    expect(revoke.mock.calls.map(([url]) => url)).toEqual([first, second]);
  });

  it('aborts the request when the upload is cancelled and when the upload goes away', async () => {
    const { send, requests } = heldSender();
    const screen = await renderWithTheme(<FileUpload url="upload" send={send} />);
    dropFiles(screen.getByText('Drop files here to upload').element(), [
      fileOf('a.txt', 5),
      fileOf('b.txt', 5),
    ]);
    await expect.element(screen.getByRole('button', { name: 'Cancel upload of b.txt' })).toBeVisible();
    expect(requests.map((request) => [request.url, request.fieldName, request.file.name])).toEqual([
      ['upload', 'file', 'a.txt'],
      ['upload', 'file', 'b.txt'],
    ]);
    await screen.getByRole('button', { name: 'Cancel upload of a.txt' }).click();
    expect(requests.map((request) => request.signal.aborted)).toEqual([true, false]);
    await screen.unmount();
    expect(requests[1]!.signal.aborted).toBe(true);
  });

  it('is one tab stop, the choose button, followed by each file’s actions', async () => {
    const { send } = heldSender();
    const screen = await renderWithTheme(<FileUpload url="upload" send={send} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    dropFiles(screen.getByText('Drop files here to upload').element(), [fileOf('a.txt', 5)]);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Cancel upload of a.txt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Cancelled', { exact: true })).toBeVisible();
  });
});
