import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useApiClient } from './DataProvider';

const chatStatusSchema = z.enum(['online', 'busy', 'away', 'offline']);

/** A chat user as `chat.json` spells it, read into the shape of `@atrium/ui`'s `ChatUser`. */
export const chatUserSchema = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    username: z.string(),
    picture: z.optional(z.string()),
    status: chatStatusSchema,
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
    alertmsg: z.optional(z.string()),
    alertshow: z.optional(z.boolean()),
  }),
  z.transform(({ first_name, last_name, alertmsg, alertshow, ...user }) => ({
    ...user,
    firstName: first_name,
    lastName: last_name,
    alertMessage: alertmsg || undefined,
    isAlertShown: alertshow,
  })),
);
export type ChatUserData = z.output<typeof chatUserSchema>;

/** One message of `chat.json`: who wrote it, when (ISO 8601), the text and the author's picture. */
export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  user: z.string(),
  date: z.iso.datetime({ offset: true }),
  body: z.string(),
  picture: z.optional(z.string()),
});
export type ChatMessageData = z.output<typeof chatMessageSchema>;

/** `chat.json`: the chat widget's messages and users. */
export const chatSchema = z.object({
  messages: z.array(chatMessageSchema),
  users: z.array(chatUserSchema),
});
export type ChatData = z.output<typeof chatSchema>;

/** The chat widget's messages and users (`chat.json`). */
export function useChatData() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['chat'],
    queryFn: ({ signal }) => api.get('chat.json', chatSchema, { signal }),
  });
}
