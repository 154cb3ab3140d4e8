export { IconGallery, type IconGalleryProps } from './IconGallery';
export {
  useIconGallery,
  type IconGalleryCopy,
  type IconGalleryState,
  type UseIconGalleryOptions,
} from './useIconGallery';
export {
  filterGalleryItems,
  gallerySearchText,
  moveGalleryFocus,
  type GalleryMove,
  type IconGalleryItem,
} from './galleryNavigation';
