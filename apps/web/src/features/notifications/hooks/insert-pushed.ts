import type { Notification, NotificationMessage } from '@myeolgong/contract/notifications';
import type { Paged } from '@myeolgong/contract/paging';
import type { QueryClient } from '@tanstack/react-query';
import { notificationsQueryKey, unreadCountQueryKey } from '../api/notifications';

/** A /user/queue/notifications body that carries the item (CONTRACT.md 'Real-time channel'). */
export function isNotificationMessage(body: unknown): body is NotificationMessage {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    typeof b.id === 'number' &&
    typeof b.type === 'string' &&
    typeof b.createdAt === 'string' &&
    typeof b.text === 'string' &&
    typeof b.count === 'number' &&
    typeof b.unreadCount === 'number'
  );
}

/**
 * Puts a pushed notification where the lists show it, without a request: the badge takes the
 * message's `unreadCount`; every cached first page gets the item on top (the list is newest
 * first, and the server dates a new or grown notification now), a grown like notification
 * replacing its older self wherever it was, each page keeping its size. Later pages shift by one,
 * so they are marked stale and load again only when shown; so are first pages whose total is
 * uncertain (a grown notification from a page not in the cache).
 */
export function insertPushed(queryClient: QueryClient, message: NotificationMessage): void {
  const { unreadCount, ...item } = message;
  queryClient.setQueryData(unreadCountQueryKey, { count: unreadCount });

  const pages = queryClient.getQueriesData<Paged<Notification>>({
    queryKey: [...notificationsQueryKey, 'page'],
  });
  const wasListed = pages.some(([, data]) => data?.content.some((n) => n.id === item.id));
  const mayBeGrown = !wasListed && item.count > 1;
  for (const [key, data] of pages) {
    if (!data) continue;
    const others = data.content.filter((n) => n.id !== item.id);
    if (key[2] !== 0) {
      if (others.length !== data.content.length) {
        queryClient.setQueryData(key, { ...data, content: others });
      }
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
      continue;
    }
    const size = typeof key[3] === 'number' ? key[3] : data.size;
    const totalElements = data.totalElements + (wasListed ? 0 : 1);
    const totalPages = Math.max(1, Math.ceil(totalElements / size));
    queryClient.setQueryData(key, {
      ...data,
      content: [item, ...others].slice(0, size),
      totalElements,
      totalPages,
      last: totalPages <= 1,
      empty: false,
    });
    if (mayBeGrown) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
  }
}
