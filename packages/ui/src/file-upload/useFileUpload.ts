import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatFileSize, refusalOf, type FileLimits, type FileRefusal } from './fileChecks';
import { defaultFileUploadStrings, type FileUploadStrings } from './fileUploadStrings';
import { sendFileWithXhr, UploadError, type FileSender } from './sendFile';

/** Where a file stands: being sent, sent, failed, cancelled by the user, or refused before sending. */
export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled' | 'refused';

/** One file the user dropped or chose. */
export interface UploadEntry {
  id: string;
  file: File;
  status: UploadStatus;
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send: the request body's size once known, the file's size before. */
  total: number;
  /** Why it failed or was refused, ready to show. */
  message?: string;
  /** Object URL of an image's thumbnail; revoked when the entry goes or the upload unmounts. */
  previewUrl?: string;
  /** The server's answer to a finished upload. */
  response?: unknown;
}

/** Options of {@link useFileUpload}. */
export interface UseFileUploadOptions extends FileLimits {
  /** Where each file is POSTed. */
  url: string;
  /** Form field the file travels in; `file` by default. */
  fieldName?: string;
  /** Describes `accept` to people in messages, e.g. "Images or PDF"; the patterns themselves otherwise. */
  acceptLabel?: string;
  /** How a file is sent; XMLHttpRequest by default (tests and other transports swap it). */
  send?: FileSender;
  strings?: FileUploadStrings;
  /** Formats sizes in messages. */
  locale?: string;
  /** Called with each file the server accepted and its answer. */
  onUploaded?: (file: File, response: unknown) => void;
}

/** What {@link useFileUpload} gives a view. */
export interface FileUploadState {
  entries: readonly UploadEntry[];
  /** Checks each file against the limits, then sends the ones that pass; refused files are never sent. */
  addFiles: (files: readonly File[]) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** The latest progress news, for a polite live region. */
  announcement: string;
}

let nextId = 0;

function failureMessage(error: unknown, strings: FileUploadStrings): string {
  if (!(error instanceof UploadError) || error.status === 0) return strings.noAnswer;
  const status = `${error.status} ${error.statusText}`.trim();
  // A static host answers a POST with "not found" or "method not allowed": it has nowhere to put files.
  if ([404, 405, 501].includes(error.status)) return strings.noUploadEndpoint(status);
  return strings.serverRefused(error.serverMessage ?? status);
}

/** Owns a list of uploads: checks limits, sends each file with progress, and cancels, retries and removes. */
export function useFileUpload(options: UseFileUploadOptions): FileUploadState {
  const {
    url,
    fieldName = 'file',
    maxSize,
    accept,
    acceptLabel,
    send = sendFileWithXhr,
    strings = defaultFileUploadStrings,
    locale,
    onUploaded,
  } = options;
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const announcedQuarter = useRef(new Map<string, number>());
  // Uploads under way keep the newest options and texts without restarting when a caller passes new ones.
  const latest = useRef({ url, fieldName, send, strings, onUploaded, entries });
  useLayoutEffect(() => {
    latest.current = { url, fieldName, send, strings, onUploaded, entries };
  });

  const update = useCallback((id: string, change: Partial<UploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const { url, fieldName, send, strings } = latest.current;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      announcedQuarter.current.set(id, 0);
      update(id, { status: 'uploading', loaded: 0, total: file.size, message: undefined });
      setAnnouncement(strings.announceStarted(file.name));
      const onProgress = (loaded: number, total: number) => {
        update(id, { loaded, total });
        // Progress is read out at each quarter, not at every event, so a reader is not flooded.
        const quarter = total > 0 ? Math.floor((loaded / total) * 4) : 0;
        if (quarter > (announcedQuarter.current.get(id) ?? 0) && quarter < 4) {
          announcedQuarter.current.set(id, quarter);
          setAnnouncement(latest.current.strings.announceProgress(file.name, quarter * 25));
        }
      };
      send({ url, file, fieldName, onProgress, signal: controller.signal }).then(
        (response) => {
          controllers.current.delete(id);
          setEntries((current) =>
            current.map((entry) =>
              entry.id === id ? { ...entry, status: 'done', loaded: entry.total, response } : entry,
            ),
          );
          setAnnouncement(latest.current.strings.announceUploaded(file.name));
          latest.current.onUploaded?.(file, response);
        },
        (error: unknown) => {
          controllers.current.delete(id);
          if (controller.signal.aborted) return;
          const message = failureMessage(error, latest.current.strings);
          update(id, { status: 'failed', message });
          setAnnouncement(latest.current.strings.announceFailed(file.name, message));
        },
      );
    },
    [update],
  );

  const refusalMessage = useCallback(
    (file: File, refusal: FileRefusal) =>
      refusal.reason === 'too-large'
        ? strings.tooLarge(formatFileSize(file.size, locale), formatFileSize(maxSize ?? 0, locale))
        : strings.wrongType(acceptLabel ?? (accept ?? []).join(', ')),
    [strings, locale, maxSize, accept, acceptLabel],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): UploadEntry => {
        const id = `upload-${(nextId += 1)}`;
        const refusal = refusalOf(file, { maxSize, accept });
        const previewUrl = !refusal && file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
        if (previewUrl) previews.current.set(id, previewUrl);
        return refusal
          ? {
              id,
              file,
              status: 'refused',
              loaded: 0,
              total: file.size,
              message: refusalMessage(file, refusal),
            }
          : { id, file, status: 'uploading', loaded: 0, total: file.size, previewUrl };
      });
      setEntries((current) => [...current, ...added]);
      for (const entry of added) {
        if (entry.status === 'refused')
          setAnnouncement(strings.announceRefused(entry.file.name, entry.message ?? ''));
        else start(entry.id, entry.file);
      }
    },
    [maxSize, accept, refusalMessage, start, strings],
  );

  const cancel = useCallback(
    (id: string) => {
      const controller = controllers.current.get(id);
      if (!controller) return;
      controller.abort();
      controllers.current.delete(id);
      update(id, { status: 'cancelled', message: undefined });
      const entry = latest.current.entries.find((candidate) => candidate.id === id);
      if (entry) setAnnouncement(latest.current.strings.announceCancelled(entry.file.name));
    },
    [update],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = latest.current.entries.find((candidate) => candidate.id === id);
      if (entry && (entry.status === 'failed' || entry.status === 'cancelled')) start(id, entry.file);
    },
    [start],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const previewUrl = previews.current.get(id);
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    previews.current.delete(id);
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);

  useEffect(() => {
    const ownControllers = controllers.current;
    const ownPreviews = previews.current;
    return () => {
      for (const controller of ownControllers.values()) controller.abort();
      ownControllers.clear();
      for (const previewUrl of ownPreviews.values()) URL.revokeObjectURL(previewUrl);
      ownPreviews.clear();
    };
  }, []);

  return useMemo(
    () => ({ entries, addFiles, cancel, retry, remove, announcement }),
    [entries, addFiles, cancel, retry, remove, announcement],
  );
}
