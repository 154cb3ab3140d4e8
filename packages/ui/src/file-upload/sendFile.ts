/** One file to send, with a way to report progress and to stop. */
export interface FileSendRequest {
  url: string;
  file: File;
  /** Form field the file travels in. */
  fieldName: string;
  /** Bytes of the request body sent so far, of `total`. */
  onProgress: (loaded: number, total: number) => void;
  /** Aborting it stops the transfer; the promise then rejects with an `AbortError`. */
  signal: AbortSignal;
}

/** Sends one file and resolves with the server's answer (parsed JSON, or the text when it is not JSON). */
export type FileSender = (request: FileSendRequest) => Promise<unknown>;

/** A send that failed: `status` is 0 when no answer arrived (offline, refused, blocked). */
export class UploadError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's own explanation, from an `{ "error": "…" }` JSON answer. */
  readonly serverMessage?: string;

  constructor(status: number, statusText: string, serverMessage?: string) {
    super(status === 0 ? 'No answer from the server' : `${status} ${statusText}`.trim());
    this.name = 'UploadError';
    this.status = status;
    this.statusText = statusText;
    this.serverMessage = serverMessage;
  }
}

function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorField(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return undefined;
  return typeof answer.error === 'string' ? answer.error : undefined;
}

/**
 * Sends the file as `multipart/form-data` with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch reports only the download).
 */
export const sendFileWithXhr: FileSender = ({ url, file, fieldName, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    const body = new FormData();
    body.append(fieldName, file, file.name);
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = () => signal.removeEventListener('abort', abort);
    request.upload.addEventListener('progress', (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    request.addEventListener('load', () => {
      settle();
      const answer = parseAnswer(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(answer);
      else reject(new UploadError(request.status, request.statusText, errorField(answer)));
    });
    request.addEventListener('error', () => {
      settle();
      reject(new UploadError(0, ''));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.send(body);
  });
