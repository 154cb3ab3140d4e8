export { FileUpload, type FileUploadProps } from './FileUpload';
export { FileUploadItem, type FileUploadItemProps } from './FileUploadItem';
export { formatFileSize, isAcceptedType, refusalOf, type FileLimits, type FileRefusal } from './fileChecks';
export {
  defaultFileUploadStrings,
  translatedFileUploadStrings,
  type FileUploadStrings,
} from './fileUploadStrings';
export { sendFileWithXhr, UploadError, type FileSender, type FileSendRequest } from './sendFile';
export {
  useFileUpload,
  type FileUploadState,
  type UploadEntry,
  type UploadStatus,
  type UseFileUploadOptions,
} from './useFileUpload';
