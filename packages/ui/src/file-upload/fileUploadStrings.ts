import { translate } from '../i18n/translate';
import type { Translate } from '../i18n/translateStrings';

/** User-facing text of the file upload; every entry has an English default. */
export interface FileUploadStrings {
  /** Names the drop zone and its list for screen readers. */
  region: string;
  dropTitle: string;
  /** Shown while files are dragged over the zone. */
  dropActive: string;
  choose: string;
  /** The limits under the drop zone, e.g. "Images or PDF, up to 5 MB each". */
  limits: (types: string | undefined, maxSize: string | undefined) => string;
  /** Names a file's progress bar. */
  progressLabel: (name: string) => string;
  tooLarge: (size: string, maxSize: string) => string;
  wrongType: (types: string) => string;
  uploaded: string;
  cancelledStatus: string;
  /** No answer at all: offline, blocked, or a host that dropped the connection. */
  noAnswer: string;
  /** The address answered that it takes no uploads (a static host, a wrong URL). */
  noUploadEndpoint: (status: string) => string;
  /** Any other refusal; `detail` is the server's own explanation or the HTTP status. */
  serverRefused: (detail: string) => string;
  /** Visible button texts; each button's accessible name starts with it and adds the file's name. */
  cancelButton: string;
  retryButton: string;
  removeButton: string;
  cancel: (name: string) => string;
  retry: (name: string) => string;
  remove: (name: string) => string;
  announceStarted: (name: string) => string;
  announceProgress: (name: string, percent: number) => string;
  announceUploaded: (name: string) => string;
  announceFailed: (name: string, reason: string) => string;
  announceCancelled: (name: string) => string;
  announceRefused: (name: string, reason: string) => string;
}

/** {@link FileUploadStrings} in the language of `t`; its keys are the English defaults. */
export function translatedFileUploadStrings(t: Translate): FileUploadStrings {
  return {
    region: t('File upload'),
    dropTitle: t('Drop files here to upload'),
    dropActive: t('Release to upload'),
    choose: t('Choose files'),
    limits: (types, maxSize) => {
      if (types && maxSize) return t('{types}, up to {size} each', { types, size: maxSize });
      if (maxSize) return t('Up to {size} per file', { size: maxSize });
      return types ?? t('Any file');
    },
    progressLabel: (name) => t('Uploading {name}', { name }),
    tooLarge: (size, maxSize) =>
      t('Not sent: the file is {size}, larger than the {max} limit.', { size, max: maxSize }),
    wrongType: (types) => t('Not sent: this type of file is not accepted ({types}).', { types }),
    uploaded: t('Uploaded'),
    cancelledStatus: t('Cancelled'),
    noAnswer: t('Upload failed: the server did not answer. Check the connection and retry.'),
    noUploadEndpoint: (status) =>
      t(
        'Upload failed: this server does not accept uploads ({status}). A static host cannot receive files.',
        {
          status,
        },
      ),
    serverRefused: (detail) => t('Upload failed: {detail}', { detail }),
    cancelButton: t('Cancel'),
    retryButton: t('Retry'),
    removeButton: t('Remove'),
    cancel: (name) => t('Cancel upload of {name}', { name }),
    retry: (name) => t('Retry {name}', { name }),
    remove: (name) => t('Remove {name}', { name }),
    announceStarted: (name) => t('Uploading {name}.', { name }),
    announceProgress: (name, percent) => t('{name}: {percent}% uploaded.', { name, percent }),
    announceUploaded: (name) => t('{name} uploaded.', { name }),
    announceFailed: (name, reason) => t('{name}: {reason}', { name, reason }),
    announceCancelled: (name) => t('Upload of {name} cancelled.', { name }),
    announceRefused: (name, reason) => t('{name}: {reason}', { name, reason }),
  };
}

/** The English defaults of {@link FileUploadStrings}. */
export const defaultFileUploadStrings: FileUploadStrings = translatedFileUploadStrings((key, values) =>
  translate({}, key, values),
);
