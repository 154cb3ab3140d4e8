export { Lightbox, type LightboxImage, type LightboxProps } from './Lightbox';
export { ImageGallery, type GalleryImage, type ImageGalleryProps } from './ImageGallery';
export { useLightbox, type LightboxState, type UseLightboxOptions } from './useLightbox';
export {
  lightboxKeyAction,
  swipeStep,
  swipeThreshold,
  wrapIndex,
  type LightboxKeyAction,
} from './lightboxSteps';
