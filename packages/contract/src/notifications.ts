import { z } from 'zod';
import {
  NOTIFICATION_IDS_MAX,
  notificationMessages as m,
  notificationTypes,
} from './notification-types';

export * from './notification-types';

const NotificationTypeSchema = z.enum(notificationTypes);

/** Who caused a notification (null for operators' actions and deleted accounts). */
const NotificationActor = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  profileImage: z.string().nullable(),
});

/** One item of GET /api/notifications (and every field of a /user/queue/notifications message). */
export const Notification = z
  .object({
    id: z.number().int(),
    type: NotificationTypeSchema,
    read: z.boolean(),
    createdAt: z.string(),
    actor: NotificationActor.nullable(),
    postId: z.number().int().nullable(),
    commentId: z.number().int().nullable(),
    postTitle: z.string().nullable(),
    /**
     * An excerpt of the comment or post; for MODERATION the action and its reason; for
     * STOCK_MOVE and STOCK_BUZZ what happened ("삼성전자 +5.2% (71,300원)").
     */
    text: z.string(),
    /** POST_LIKES and COMMENT_LIKES: likes since the member last read; 1 for the other types. */
    count: z.number().int(),
    /** STOCK_MOVE, STOCK_BUZZ and PREDICTION_SETTLED: the stock (null on the other types). */
    stockCode: z.string().nullable(),
    stockName: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/**
 * The body of a /user/queue/notifications message (CONTRACT.md 'Real-time channel': the shape of
 * GET /api/notifications items): the new or grown notification as the list presents it, plus
 * `unreadCount`, the recipient's count of GET /api/notifications/unread-count once it is there.
 * A client inserts the item into the lists it shows and sets the badge without a request.
 */
export const NotificationMessage = Notification.extend({
  unreadCount: z.number().int().min(0),
}).meta({ id: 'NotificationMessage' });
export type NotificationMessage = z.infer<typeof NotificationMessage>;

/** POST /api/notifications/read: `{ids: [...]}` or `{all: true}`. */
export const MarkReadBody = z
  .object({
    ids: z
      .array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .max(NOTIFICATION_IDS_MAX, { error: m.tooManyIds })
      .optional(),
    all: z.boolean().optional(),
  })
  .refine((b) => b.all === true || (b.ids !== undefined && b.ids.length > 0), {
    error: m.readBodyRequired,
  });
export type MarkReadBody = z.infer<typeof MarkReadBody>;

export const NotificationSettingsSchema = z
  .object({
    COMMENT: z.boolean(),
    REPLY: z.boolean(),
    MENTION: z.boolean(),
    POST_LIKES: z.boolean(),
    COMMENT_LIKES: z.boolean(),
    MODERATION: z.boolean(),
    STOCK_MOVE: z.boolean(),
    STOCK_BUZZ: z.boolean(),
    FOLLOWED_POST: z.boolean(),
    PREDICTION_SETTLED: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });

/** One member of GET /api/users/search (for @ suggestions). */
export const UserSuggestion = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
});
export type UserSuggestion = z.infer<typeof UserSuggestion>;
