import * as z from 'zod/mini';
import { defineResource } from '../data/resource';

/** A forum of the board (`forum/forums.json`), listed under its category in the order stored. */
export const forumSchema = z.object({
  id: z.string(),
  /** Title of the board category the forum sits in. */
  category: z.string(),
  /** Font Awesome name of the forum's icon without `fa-` (`bullhorn`); an unknown one shows speech bubbles. */
  icon: z.optional(z.string()),
  name: z.string(),
  description: z.optional(z.string()),
});
/** A forum of the board. */
export type Forum = z.infer<typeof forumSchema>;
/** The board's forums (`forum-forums`, seeded from `forum/forums.json`). */
export const forumResource = defineResource({
  name: 'forum-forums',
  idKey: 'id',
  seedPath: 'forum/forums.json',
  schema: forumSchema,
});

/** Someone who writes in the forum; `rank` is their standing there (Moderator, Member…). */
export const forumMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Relative URL of the person's picture. */
  picture: z.optional(z.string()),
  rank: z.optional(z.string()),
});
/** Someone who writes in the forum. */
export type ForumMember = z.infer<typeof forumMemberSchema>;

/** A topic of a forum (`forum/topics.json`); its replies and last post are counted from its posts. */
export const forumTopicSchema = z.object({
  id: z.string(),
  /** Id of the forum it belongs to. */
  forum: z.string(),
  title: z.string(),
  author: forumMemberSchema,
  /** ISO 8601 date-time it was opened. */
  created: z.string(),
  /** How many times it was read. */
  views: z.optional(z.number().check(z.nonnegative())),
  /** Kept at the top of its forum's list. */
  isSticky: z.optional(z.boolean()),
  /** Closed to new replies. */
  isLocked: z.optional(z.boolean()),
});
/** A topic of a forum. */
export type ForumTopic = z.infer<typeof forumTopicSchema>;
/** Every forum's topics (`forum-topics`, seeded from `forum/topics.json`). */
export const forumTopicResource = defineResource({
  name: 'forum-topics',
  idKey: 'id',
  seedPath: 'forum/topics.json',
  schema: forumTopicSchema,
});

/** A post of a topic (`forum/posts.json`); `body` is HTML and must be sanitised to show. */
export const forumPostSchema = z.object({
  id: z.string(),
  /** Id of the topic it answers. */
  topic: z.string(),
  author: forumMemberSchema,
  /** ISO 8601 date-time it was posted. */
  at: z.string(),
  body: z.string(),
});
/** A post of a topic. */
export type ForumPost = z.infer<typeof forumPostSchema>;
/** Every topic's posts (`forum-posts`, seeded from `forum/posts.json`). */
export const forumPostResource = defineResource({
  name: 'forum-posts',
  idKey: 'id',
  seedPath: 'forum/posts.json',
  schema: forumPostSchema,
});
