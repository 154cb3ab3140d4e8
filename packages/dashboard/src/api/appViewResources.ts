import * as z from 'zod/mini';
import { defineResource } from '../data/resource';

/** A photo of the gallery (`gallery.json`); `src` is relative to the app, like every demo file. */
export const galleryPhotoSchema = z.object({
  id: z.string(),
  /** Key of the album the photo belongs to, e.g. `landscapes`. */
  album: z.string(),
  title: z.string(),
  /** What the picture shows, for people who cannot see it. */
  alt: z.string(),
  caption: z.optional(z.string()),
  src: z.string(),
  /** Intrinsic size in pixels: the page reserves the picture's space before the file arrives. */
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  /** ISO 8601 date the photo was taken. */
  taken: z.optional(z.string()),
});
/** A photo of the gallery. */
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
/** The gallery's photos (`gallery-photos`, seeded from `gallery.json`). */
export const galleryPhotoResource = defineResource({
  name: 'gallery-photos',
  idKey: 'id',
  seedPath: 'gallery.json',
  schema: galleryPhotoSchema,
});
