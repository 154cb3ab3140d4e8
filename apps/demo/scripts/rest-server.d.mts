/** A running json-server over one JSON file. */
export interface RestServer {
  /** Base URL of the collections, ending in a slash. */
  url: string;
  /** Replaces every collection, e.g. to start a test from a known state. */
  reset(data: Record<string, unknown[]>): void;
  /** Makes every write answer `status` until called with `null`. */
  failWrites(status: number | null): void;
  close(): Promise<void>;
}

/** Starts json-server on 127.0.0.1 over `file` (port 0 picks a free one), each collection with its own id field. */
export function startRestServer(options: {
  file: string;
  port?: number;
  /** The id field of each collection; others use `id`. The demo's by default. */
  idKeys?: Record<string, string>;
}): Promise<RestServer>;
