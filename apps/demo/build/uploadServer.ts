import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/** Options of {@link uploadServer}. */
export interface UploadServerOptions {
  /** Path that takes the uploads. */
  path?: string;
  /** Largest request body accepted, in bytes; a larger one is answered 413 and nothing is kept. */
  maxBytes?: number;
}

/** The demo's upload address and its cap (the page refuses files over 5 MB before sending them). */
export const uploadPath = '/api/plug';
export const uploadMaxBytes = 6 * 1024 * 1024;

// The part headers of a multipart body fit well within this; a body whose first part header does not is refused.
const maxPartHeaderBytes = 16 * 1024;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

function answer(response: ServerResponse, status: number, body: object) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

/** The file name of a multipart part header, as browsers escape it (`"` and line breaks percent-encoded). */
export function partFileName(header: string): string | undefined {
  const match = /filename="((?:[^"\\]|\\.)*)"/i.exec(header);
  return match?.[1]
    ?.replace(/%22/g, '"')
    .replace(/%0D/gi, '\r')
    .replace(/%0A/gi, '\n')
    .replace(/\\(.)/g, '$1');
}

/**
 * Answers `POST <path>` with the uploaded file's name and size. The body streams straight to a temporary
 * folder as it arrives, so a large file never sits in memory; a body over the cap is answered 413 and
 * deleted. Other requests pass on untouched.
 */
export function uploadHandler(
  directory: () => Promise<string>,
  options: UploadServerOptions = {},
): Middleware {
  const path = options.path ?? uploadPath;
  const maxBytes = options.maxBytes ?? uploadMaxBytes;
  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== path) return next();
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return answer(response, 405, { error: 'Send files with POST' });
    }
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers['content-type'] ?? '');
    if (!boundary) {
      request.resume();
      return answer(response, 400, { error: 'Send the file as multipart/form-data' });
    }
    const tooLarge = () =>
      answer(response, 413, { error: `The file is larger than the ${maxBytes / 1024 / 1024} MB limit` });
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
      request.resume();
      return tooLarge();
    }
    const closing = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`);
    void directory().then((folder) => {
      const target = join(folder, randomUUID());
      const file = createWriteStream(target);
      let received = 0;
      let head = Buffer.alloc(0);
      let tail = Buffer.alloc(0);
      let refused = false;
      request.on('data', (chunk: Buffer) => {
        if (refused) return;
        received += chunk.length;
        if (received > maxBytes) {
          refused = true;
          file.destroy();
          void rm(target, { force: true });
          tooLarge();
          return;
        }
        if (head.length < maxPartHeaderBytes)
          head = Buffer.concat([head, chunk]).subarray(0, maxPartHeaderBytes);
        tail = Buffer.concat([tail, chunk]).subarray(-closing.length - 8);
        file.write(chunk);
      });
      request.on('end', () => {
        if (refused) return;
        file.end(() => {
          const headerEnd = head.indexOf('\r\n\r\n');
          const closingAt = tail.lastIndexOf(closing);
          if (headerEnd < 0 || closingAt < 0)
            return answer(response, 400, { error: 'The upload arrived incomplete' });
          const name = partFileName(head.subarray(0, headerEnd).toString('utf8')) ?? '';
          const size = received - (headerEnd + 4) - (tail.length - closingAt);
          answer(response, 200, { name, size });
        });
      });
    });
  };
}

/**
 * Lets the demo's dev and preview servers receive the drop zone's uploads at `POST /api/plug`, into a
 * temporary folder made when the server starts. A plain static host has no such handler, and the page says so.
 */
export function uploadServer(options: UploadServerOptions = {}): Plugin {
  let folder: Promise<string> | undefined;
  const handler = uploadHandler(() => (folder ??= mkdtemp(join(tmpdir(), 'atrium-uploads-'))), options);
  return {
    name: 'atrium-upload-server',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  };
}
