import type { Notification, NotificationMessage } from '@myeolgong/contract/notifications';
import type { NotificationRow } from './notifications.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A notification row as the wire shows it (CONTRACT.md 'Notifications'). */
export function presentNotification(row: NotificationRow): Notification {
  // Operators act as the site, not as members: their accounts are not shown.
  const actor =
    row.type === 'MODERATION' || row.actor_id === null || row.actor_deleted
      ? null
      : {
          id: Number(row.actor_id),
          nickname: row.actor_nickname,
          profileImage: row.actor_profile_image,
        };
  return {
    id: Number(row.id),
    type: row.type,
    read: row.read_at !== null,
    createdAt: iso(row.created_at),
    actor,
    postId: row.post_id === null ? null : Number(row.post_id),
    commentId: row.comment_id === null ? null : Number(row.comment_id),
    postTitle: row.post_title,
    text: row.text,
    count: Number(row.count),
    stockCode: row.stock_code,
    stockName: row.stock_name,
  };
}

/**
 * A message of /user/queue/notifications: the item exactly as GET /api/notifications shows it,
 * with the recipient's unread count (GET /api/notifications/unread-count) beside its fields, so a
 * client shows both without asking the server again.
 */
export function presentNotificationMessage(
  row: NotificationRow,
  unreadCount: number,
): NotificationMessage {
  return { ...presentNotification(row), unreadCount };
}
