export { exportCrop } from './cropExport';
export {
  constrainCrop,
  cropFromPoints,
  cropHandles,
  interpolateCrop,
  moveCrop,
  randomCrop,
  resizeCrop,
  type CropConstraints,
  type CropHandle,
  type CropRect,
} from './cropGeometry';
export { ImageCrop, type ImageCropProps } from './ImageCrop';
export {
  defaultImageCropStrings,
  translatedImageCropStrings,
  type ImageCropStrings,
} from './imageCropStrings';
export { useImageCrop, type ImageCropState, type UseImageCropOptions } from './useImageCrop';
