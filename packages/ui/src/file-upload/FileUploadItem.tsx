import { faFile, faFileImage } from '@fortawesome/free-solid-svg-icons';
import { Button } from '../button';
import { Icon } from '../icon';
import { ProgressBar } from '../progress-bar';
import { formatFileSize } from './fileChecks';
import type { FileUploadStrings } from './fileUploadStrings';
import { FileActions, FileDetails, FileMeta, FileName, FileRow, Thumbnail } from './FileUpload.styles';
import type { UploadEntry } from './useFileUpload';

/** Props of {@link FileUploadItem}. */
export interface FileUploadItemProps {
  entry: UploadEntry;
  strings: FileUploadStrings;
  locale?: string;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One file of an upload list: thumbnail, name as given, size, progress or outcome, and its actions. */
export function FileUploadItem({ entry, strings, locale, onCancel, onRetry, onRemove }: FileUploadItemProps) {
  const { id, file, status, loaded, total, message, previewUrl } = entry;
  const size = formatFileSize(file.size, locale);
  const outcome =
    status === 'done' ? strings.uploaded : status === 'cancelled' ? strings.cancelledStatus : message;
  const tone =
    status === 'done' ? 'success' : status === 'failed' || status === 'refused' ? 'danger' : 'muted';
  return (
    <FileRow $status={status}>
      <Thumbnail>
        {previewUrl ? (
          <img src={previewUrl} alt="" />
        ) : (
          <Icon icon={file.type.startsWith('image/') ? faFileImage : faFile} />
        )}
      </Thumbnail>
      <FileDetails>
        <FileName dir="auto">{file.name}</FileName>
        <FileMeta $tone="muted">{size}</FileMeta>
        {status === 'uploading' ? (
          <ProgressBar
            aria-label={strings.progressLabel(file.name)}
            value={loaded}
            maxValue={Math.max(total, 1)}
            size="thin"
          />
        ) : (
          outcome && <FileMeta $tone={tone}>{outcome}</FileMeta>
        )}
      </FileDetails>
      <FileActions>
        {status === 'uploading' && (
          <Button size="sm" aria-label={strings.cancel(file.name)} onPress={() => onCancel(id)}>
            {strings.cancelButton}
          </Button>
        )}
        {(status === 'failed' || status === 'cancelled') && (
          <Button
            size="sm"
            variant="primary"
            aria-label={strings.retry(file.name)}
            onPress={() => onRetry(id)}
          >
            {strings.retryButton}
          </Button>
        )}
        {status !== 'uploading' && (
          <Button size="sm" aria-label={strings.remove(file.name)} onPress={() => onRemove(id)}>
            {strings.removeButton}
          </Button>
        )}
      </FileActions>
    </FileRow>
  );
}
