import { z } from 'zod';

/** `user.json`: the signed-in user (spec §3). */
export const userSchema = z.object({ username: z.string(), picture: z.string() });
export type User = z.infer<typeof userSchema>;

/** `languages.json`: offered languages, the first is the default. */
export const languagesSchema = z
  .array(
    z.object({
      key: z.string().min(1),
      name: z.string(),
      locale: z.string().optional(),
      flag: z.string().optional(),
    }),
  )
  .min(1);

/** `langs/{key}.json`: a dictionary of translations. */
export const dictionarySchema = z.record(z.string(), z.string());

/** `activities/activity.json`: the activity types shown as tabs in the header dropdown. */
export const activitiesSchema = z.array(
  z.object({ type: z.string().min(1), title: z.string(), count: z.number().int().nonnegative() }),
);
export type ActivityType = z.infer<typeof activitiesSchema>[number];

/** One entry of an activity list. */
export const activityItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string().optional(),
  time: z.string(),
  picture: z.string().optional(),
  isUnread: z.boolean().optional(),
  /** Completion 0–100, for tasks. */
  progress: z.number().min(0).max(100).optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** `activities/activity-{type}.json`: an object whose `data` field holds the items (spec §7). */
export const activityItemsSchema = z.object({ data: z.array(activityItemSchema) });

/** `projects.json`: recent projects of the header dropdown (title, href). */
export const recentProjectsSchema = z.array(z.object({ title: z.string(), href: z.string() }));
export type RecentProject = z.infer<typeof recentProjectsSchema>[number];
