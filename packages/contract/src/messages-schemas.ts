// zod schemas of the messages calls, for the server routes and the OpenAPI document.
import { z } from 'zod';
import {
  type Conversation as ConversationType,
  type Message as MessageType,
  MESSAGE_MAX,
  messageMessages as m,
  THREAD_PAGE_MAX,
  THREAD_PAGE_SIZE,
} from './messages';
import { graphemeLength, isInvisible } from './text-length';

const MessageMember = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
});

export const Message = z
  .object({
    id: z.number().int(),
    from: MessageMember,
    to: MessageMember,
    content: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Message' }) satisfies z.ZodType<MessageType>;

export const Conversation = z
  .object({ user: MessageMember, lastMessage: Message, unread: z.number().int() })
  .meta({ id: 'Conversation' }) satisfies z.ZodType<ConversationType>;

const MemberId = z.coerce
  .number({ error: m.userNotFound })
  .int({ error: m.userNotFound })
  .positive({ error: m.userNotFound })
  .max(Number.MAX_SAFE_INTEGER, { error: m.userNotFound });

/** POST /api/messages: 1 to MESSAGE_MAX characters a reader sees, after trimming the ends. */
export const SendMessageBody = z.object({
  toUserId: MemberId,
  content: z
    .string({ error: m.empty })
    .trim()
    .refine((text) => text !== '' && !isInvisible(text), { error: m.empty })
    // A cheap cap first: a grapheme is at least one UTF-16 unit.
    .refine((text) => text.length <= MESSAGE_MAX * 8 && graphemeLength(text) <= MESSAGE_MAX, {
      error: m.tooLong,
    }),
});

export const MarkThreadReadBody = z.object({ userId: MemberId });

export const UserIdParams = z.object({ userId: MemberId });
export const MessageIdParams = z.object({
  id: z.coerce
    .number({ error: m.notFound })
    .int({ error: m.notFound })
    .positive({ error: m.notFound })
    .max(Number.MAX_SAFE_INTEGER, { error: m.notFound }),
});

/** GET /api/messages/with/{userId}: messages older than `before` (a message id), newest first. */
export const ThreadQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .meta({ maximum: THREAD_PAGE_MAX })
    .default(THREAD_PAGE_SIZE)
    .transform((n) => Math.min(n, THREAD_PAGE_MAX)),
});

export const MessageUnreadCount = z.object({ count: z.number().int() });
