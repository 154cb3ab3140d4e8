import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from './DataProvider';

const chatStatusSchema = z.enum(['online', 'busy', 'away', 'offline']);

/** A chat user as `chat.json` spells it (spec §3), read into the shape of `@atrium/ui`'s `ChatUser`. */
export const chatUserSchema = z
  .object({
    id: z.string().min(1),
    username: z.string(),
    picture: z.string().optional(),
    status: chatStatusSchema,
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    alertmsg: z.string().optional(),
    alertshow: z.boolean().optional(),
  })
  .transform(({ first_name, last_name, alertmsg, alertshow, ...user }) => ({
    ...user,
    firstName: first_name,
    lastName: last_name,
    alertMessage: alertmsg || undefined,
    isAlertShown: alertshow,
  }));
export type ChatUserData = z.output<typeof chatUserSchema>;

/** One message of `chat.json`: who wrote it, when (ISO 8601), the text and the author's picture. */
export const chatMessageSchema = z.object({
  id: z.string().min(1),
  user: z.string(),
  date: z.iso.datetime({ offset: true }),
  body: z.string(),
  picture: z.string().optional(),
});
export type ChatMessageData = z.output<typeof chatMessageSchema>;

/** `chat.json`: the chat widget's messages and users (spec §7). */
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
