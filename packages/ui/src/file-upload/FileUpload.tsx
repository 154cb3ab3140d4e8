import { useId, useMemo, type MouseEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { faCloudArrowUp } from '@fortawesome/free-solid-svg-icons';
import { Button } from '../button';
import { useTranslation } from '../i18n';
import { Icon } from '../icon';
import { formatFileSize } from './fileChecks';
import { translatedFileUploadStrings, type FileUploadStrings } from './fileUploadStrings';
import { Announcer, FileList, UploadRoot, Zone, ZoneHint, ZoneIcon, ZoneTitle } from './FileUpload.styles';
import { FileUploadItem } from './FileUploadItem';
import { useFileUpload, type UseFileUploadOptions } from './useFileUpload';

/** Props of {@link FileUpload}. */
export interface FileUploadProps extends Omit<UseFileUploadOptions, 'strings' | 'locale'> {
  /** Replaces any of the built-in texts. */
  strings?: Partial<FileUploadStrings>;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A drop zone that sends each dropped or chosen file to `url` with its own progress bar, cancel and retry;
 * files over the limits are listed with the reason and never sent.
 */
export function FileUpload({
  strings: givenStrings,
  isDisabled = false,
  className,
  ...options
}: FileUploadProps) {
  const { t, locale } = useTranslation();
  const strings = useMemo(() => ({ ...translatedFileUploadStrings(t), ...givenStrings }), [t, givenStrings]);
  const upload = useFileUpload({ ...options, strings, locale });
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) =>
      upload.addFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
    // The visible button is the keyboard path; the zone stays a mouse and drag target, not a second tab stop.
    noClick: true,
    noKeyboard: true,
    disabled: isDisabled,
  });
  const headingId = useId();
  const limits = strings.limits(
    options.acceptLabel ?? options.accept?.join(', '),
    options.maxSize === undefined ? undefined : formatFileSize(options.maxSize, locale),
  );
  const openFromZone = (event: MouseEvent) => {
    if (!isDisabled && !(event.target instanceof Element && event.target.closest('button'))) open();
  };
  return (
    <UploadRoot aria-labelledby={headingId} className={className}>
      <Zone
        {...getRootProps({ onClick: openFromZone })}
        $isDragActive={isDragActive}
        $isDisabled={isDisabled}
      >
        {/* Reached through the button only: hidden from the accessibility tree, so it is not a second "choose" control. */}
        <input {...getInputProps({ accept: options.accept?.join(','), style: { display: 'none' } })} />
        <ZoneIcon>
          <Icon icon={faCloudArrowUp} />
        </ZoneIcon>
        <ZoneTitle id={headingId}>{isDragActive ? strings.dropActive : strings.dropTitle}</ZoneTitle>
        <ZoneHint>{limits}</ZoneHint>
        <Button variant="primary" onPress={open} isDisabled={isDisabled}>
          {strings.choose}
        </Button>
      </Zone>
      {upload.entries.length > 0 && (
        <FileList aria-label={strings.region}>
          {upload.entries.map((entry) => (
            <FileUploadItem
              key={entry.id}
              entry={entry}
              strings={strings}
              locale={locale}
              onCancel={upload.cancel}
              onRetry={upload.retry}
              onRemove={upload.remove}
            />
          ))}
        </FileList>
      )}
      <Announcer aria-live="polite">{upload.announcement}</Announcer>
    </UploadRoot>
  );
}
