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

/** Someone shown beside what they did. */
export const timelineActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.optional(z.string()),
});

/** What kind of event a timeline entry is; it picks the entry's icon and colour. */
export const timelineEventKinds = [
  'release',
  'comment',
  'merge',
  'meeting',
  'incident',
  'task',
  'member',
  'photo',
] as const;

/** An event of the timeline (`timeline.json`). */
export const timelineEventSchema = z.object({
  id: z.string(),
  /** ISO 8601 date-time it happened. */
  at: z.string(),
  kind: z.enum(timelineEventKinds),
  actor: timelineActorSchema,
  title: z.string(),
  text: z.optional(z.string()),
});
/** An event of the timeline. */
export type TimelineEntry = z.infer<typeof timelineEventSchema>;
/** The timeline's events (`timeline-events`, seeded from `timeline.json`). */
export const timelineEventResource = defineResource({
  name: 'timeline-events',
  idKey: 'id',
  seedPath: 'timeline.json',
  schema: timelineEventSchema,
});

/** A person of the profile page (`profiles.json`): the user's own profile carries the optional details. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  location: z.optional(z.string()),
  /** Relative URL of the person's picture. */
  picture: z.optional(z.string()),
  isOnline: z.optional(z.boolean()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  /** Time of day from which the person takes calls, as shown. */
  availableFrom: z.optional(z.string()),
  about: z.optional(z.string()),
  /** Relative URL of the banner picture over the profile. */
  cover: z.optional(z.string()),
  /** ISO 8601 date the person joined. */
  joined: z.optional(z.string()),
  followers: z.optional(z.number()),
  following: z.optional(z.number()),
  projects: z.optional(z.number()),
  /** Ids of the person's friends, in the order shown. */
  friends: z.optional(z.array(z.string())),
});
/** A person of the profile page. */
export type Profile = z.infer<typeof profileSchema>;
/** The profile page's people (`profiles`, seeded from `profiles.json`). */
export const profileResource = defineResource({
  name: 'profiles',
  idKey: 'id',
  seedPath: 'profiles.json',
  schema: profileSchema,
});

/** A post of the blog (`blog.json`). */
export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: timelineActorSchema,
  /** ISO 8601 date it was published. */
  published: z.string(),
  /** The post's picture; `alt` says what it shows. */
  image: z.optional(
    z.object({
      src: z.string(),
      alt: z.string(),
      width: z.number().check(z.positive()),
      height: z.number().check(z.positive()),
    }),
  ),
  tags: z.array(z.string()),
  /** Minutes it takes to read. */
  minutes: z.optional(z.number()),
  /** How many comments it has. */
  comments: z.optional(z.number()),
  excerpt: z.string(),
});
/** A post of the blog. */
export type BlogPost = z.infer<typeof blogPostSchema>;
/** The blog's posts (`blog-posts`, seeded from `blog.json`). */
export const blogPostResource = defineResource({
  name: 'blog-posts',
  idKey: 'id',
  seedPath: 'blog.json',
  schema: blogPostSchema,
});
