import type { Notification } from '@myeolgong/contract/notifications';
import type { Paged } from '@myeolgong/contract/paging';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationsQueryKey, unreadCountQueryKey } from '../api/notifications';
import { insertPushed, isNotificationMessage } from './insert-pushed';

function item(id: number, over: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'COMMENT',
    read: false,
    createdAt: `2026-12-07T10:00:${String(id).padStart(2, '0')}Z`,
    actor: { id: 7, nickname: '개미', profileImage: null },
    postId: 1,
    commentId: id,
    postTitle: '글',
    text: `댓글 ${id}`,
    count: 1,
    stockCode: null,
    stockName: null,
    ...over,
  };
}

function paged(content: Notification[], number: number, size: number, total: number) {
  const totalPages = Math.max(1, Math.ceil(total / size));
  return {
    content,
    number,
    size,
    totalElements: total,
    totalPages,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  } satisfies Paged<Notification>;
}

const pageKey = (page: number, size: number) => [...notificationsQueryKey, 'page', page, size];

describe('insertPushed', () => {
  it('sets the badge and puts a new item on top of every first page, keeping its size', () => {
    const client = new QueryClient();
    client.setQueryData(unreadCountQueryKey, { count: 2 });
    client.setQueryData(pageKey(0, 3), paged([item(3), item(2), item(1)], 0, 3, 3));
    client.setQueryData(pageKey(0, 20), paged([item(3), item(2), item(1)], 0, 20, 3));

    insertPushed(client, { ...item(4), unreadCount: 3 });

    expect(client.getQueryData(unreadCountQueryKey)).toEqual({ count: 3 });
    const bell = client.getQueryData<Paged<Notification>>(pageKey(0, 3))!;
    expect(bell.content.map((n) => n.id)).toEqual([4, 3, 2]);
    expect(bell).toMatchObject({ totalElements: 4, totalPages: 2, last: false });
    const list = client.getQueryData<Paged<Notification>>(pageKey(0, 20))!;
    expect(list.content.map((n) => n.id)).toEqual([4, 3, 2, 1]);
    expect(list).toMatchObject({ totalElements: 4, totalPages: 1, last: true, empty: false });
    expect(client.getQueryState(pageKey(0, 20))!.isInvalidated).toBe(false);
    // The pushed item is as the list shows it: unreadCount is the badge's, not the item's.
    expect(list.content[0]).not.toHaveProperty('unreadCount');
  });

  it('moves a grown like notification to the top without counting it twice', () => {
    const client = new QueryClient();
    client.setQueryData(
      pageKey(0, 20),
      paged([item(3), item(2, { type: 'POST_LIKES' })], 0, 20, 2),
    );

    insertPushed(client, { ...item(2, { type: 'POST_LIKES', count: 5 }), unreadCount: 2 });

    const list = client.getQueryData<Paged<Notification>>(pageKey(0, 20))!;
    expect(list.content.map((n) => [n.id, n.count])).toEqual([
      [2, 5],
      [3, 1],
    ]);
    expect(list.totalElements).toBe(2);
  });

  it('marks later pages stale and takes a grown item off them', () => {
    const client = new QueryClient();
    client.setQueryData(pageKey(0, 2), paged([item(5), item(4)], 0, 2, 4));
    client.setQueryData(
      pageKey(1, 2),
      paged([item(3), item(2, { type: 'COMMENT_LIKES' })], 1, 2, 4),
    );

    insertPushed(client, { ...item(2, { type: 'COMMENT_LIKES', count: 3 }), unreadCount: 1 });

    expect(
      client.getQueryData<Paged<Notification>>(pageKey(0, 2))!.content.map((n) => n.id),
    ).toEqual([2, 5]);
    expect(
      client.getQueryData<Paged<Notification>>(pageKey(1, 2))!.content.map((n) => n.id),
    ).toEqual([3]);
    expect(client.getQueryState(pageKey(1, 2))!.isInvalidated).toBe(true);
    expect(client.getQueryData<Paged<Notification>>(pageKey(0, 2))!.totalElements).toBe(4);
  });

  it('a grown item from a page not in the cache leaves the first page stale (its total is unsure)', () => {
    const client = new QueryClient();
    client.setQueryData(pageKey(0, 2), paged([item(9), item(8)], 0, 2, 9));

    insertPushed(client, { ...item(1, { type: 'POST_LIKES', count: 4 }), unreadCount: 1 });

    expect(
      client.getQueryData<Paged<Notification>>(pageKey(0, 2))!.content.map((n) => n.id),
    ).toEqual([1, 9]);
    expect(client.getQueryState(pageKey(0, 2))!.isInvalidated).toBe(true);
  });
});

describe('isNotificationMessage', () => {
  it('accepts the wire shape and refuses a body without the item', () => {
    expect(isNotificationMessage({ ...item(1), unreadCount: 0 })).toBe(true);
    expect(isNotificationMessage({ unreadCount: 3 })).toBe(false);
    expect(isNotificationMessage({ ...item(1) })).toBe(false);
    expect(isNotificationMessage(null)).toBe(false);
    expect(isNotificationMessage('changed')).toBe(false);
  });
});
