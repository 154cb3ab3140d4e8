import { UploadError, type FileSender } from '../src/file-upload';

/** How a {@link scriptedSender} answers: each call takes the next failure, if any, else succeeds. */
export interface UploadScript {
  /** Milliseconds between progress steps (four steps to 100%). */
  stepMs?: number;
  /** Stops at this fraction and waits until the upload is cancelled. */
  stallAt?: number;
  /** Failures for the first calls, in order; later calls succeed. */
  failures?: UploadError[];
}

/**
 * Stands in for the upload server: reports progress in quarter steps on a timer and answers like the demo
 * server (`{ name, size }`), fails as scripted, and records the name of every file it was given.
 */
export function scriptedSender({ stepMs = 40, stallAt, failures = [] }: UploadScript = {}) {
  const sent: string[] = [];
  const pending = [...failures];
  const send: FileSender = ({ file, onProgress, signal }) =>
    new Promise((resolve, reject) => {
      sent.push(file.name);
      const failure = pending.shift();
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        const fraction = step / 4;
        if (stallAt !== undefined && fraction > stallAt) return;
        onProgress(Math.round(file.size * Math.min(fraction, 1)), file.size);
        if (failure && fraction >= 0.5) {
          clearInterval(timer);
          reject(failure);
        } else if (fraction >= 1) {
          clearInterval(timer);
          resolve({ name: file.name, size: file.size });
        }
      }, stepMs);
      signal.addEventListener('abort', () => {
        clearInterval(timer);
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      });
    });
  return { send, sent };
}

/** A file of `size` bytes named `name`. */
export function fileOf(name: string, size: number, type = 'text/plain') {
  return new File([new Uint8Array(size)], name, { type });
}

/** Drags `files` over `target` (anything inside a drop zone) and drops them, as a file manager would. */
export function dropFiles(target: Element, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }
}

/** Picks `files` through the upload's file input, as the system file dialog would after "Choose files". */
export function chooseFiles(container: Element, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input in the upload');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export { UploadError };
