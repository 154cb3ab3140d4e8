import * as z from 'zod/mini';

/** `user.json`: the signed-in user. */
export const userSchema = z.object({ username: z.string(), picture: z.string() });
export type User = z.infer<typeof userSchema>;

/** `languages.json`: offered languages, the first is the default. */
export const languagesSchema = z
  .array(
    z.object({
      key: z.string().check(z.minLength(1)),
      name: z.string(),
      locale: z.optional(z.string()),
      flag: z.optional(z.string()),
      hasDictionary: z.optional(z.boolean()),
    }),
  )
  .check(z.minLength(1));

/** `langs/{key}.json`: a dictionary of translations. */
export const dictionarySchema = z.record(z.string(), z.string());

/** `activities/activity.json`: the activity types shown as tabs in the header dropdown. */
export const activitiesSchema = z.array(
  z.object({
    type: z.string().check(z.minLength(1)),
    title: z.string(),
    count: z.int().check(z.nonnegative()),
  }),
);
export type ActivityType = z.infer<typeof activitiesSchema>[number];

/** One entry of an activity list. */
export const activityItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.optional(z.string()),
  time: z.string(),
  picture: z.optional(z.string()),
  isUnread: z.optional(z.boolean()),
  /** Completion 0–100, for tasks. */
  progress: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** `activities/activity-{type}.json`: an object whose `data` field holds the items. */
export const activityItemsSchema = z.object({ data: z.array(activityItemSchema) });

/** `projects.json`: recent projects of the header dropdown (title, href). */
export const recentProjectsSchema = z.array(z.object({ title: z.string(), href: z.string() }));
export type RecentProject = z.infer<typeof recentProjectsSchema>[number];

/** Someone who posts on the Social Wall: a name and a relative URL of their picture. */
const socialPersonSchema = z.object({ name: z.string(), picture: z.string() });

/** `social.json`: the Social Wall's shared photos, its open poll and the latest forum topics. */
export const socialWallSchema = z.object({
  photos: z.object({
    author: socialPersonSchema,
    /** Minutes before the page opened. */
    minutesAgo: z.number().check(z.nonnegative()),
    place: z.string(),
    caption: z.string(),
    photos: z
      .array(z.object({ id: z.string(), src: z.string(), alt: z.string().check(z.minLength(1)) }))
      .check(z.minLength(1)),
  }),
  poll: z.object({
    id: z.string(),
    author: socialPersonSchema,
    minutesAgo: z.number().check(z.nonnegative()),
    question: z.string(),
    options: z
      .array(z.object({ id: z.string(), label: z.string(), votes: z.int().check(z.nonnegative()) }))
      .check(z.minLength(2)),
  }),
  forumTopics: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      author: socialPersonSchema,
      replies: z.int().check(z.nonnegative()),
      minutesAgo: z.number().check(z.nonnegative()),
    }),
  ),
});
export type SocialWall = z.infer<typeof socialWallSchema>;
/** The Social Wall's open poll. */
export type SocialPoll = SocialWall['poll'];
/** One topic of the Social Wall's forum card. */
export type ForumTopic = SocialWall['forumTopics'][number];
/** The Social Wall's photo post. */
export type PhotoPost = SocialWall['photos'];
