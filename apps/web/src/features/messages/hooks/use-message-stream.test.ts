import type { Message } from '@myeolgong/contract/messages';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addMessage } from '../api/messages';
import { isMessage } from './use-message-stream';

const message = (id: number, from: number, to: number): Message => ({
  id,
  from: { id: from, nickname: `회원${from}`, profileImage: null },
  to: { id: to, nickname: `회원${to}`, profileImage: null },
  content: `쪽지 ${id}`,
  createdAt: '2026-12-07T06:00:00.000Z',
  readAt: null,
});

describe('a live 쪽지', () => {
  it('is recognised by its shape, and nothing else is', () => {
    expect(isMessage(message(1, 2, 3))).toBe(true);
    expect(isMessage({ id: 1, content: '쪽지' })).toBe(false);
    expect(isMessage(null)).toBe(false);
  });

  it('goes on top of the other member’s cached thread once, sent or received', () => {
    const client = new QueryClient();
    const key = ['messages', 'thread', 7];
    client.setQueryData(key, { pages: [[message(5, 7, 1)]], pageParams: [null] });
    addMessage(client, message(6, 7, 1), 1);
    addMessage(client, message(6, 7, 1), 1);
    addMessage(client, message(8, 1, 7), 1);
    const data = client.getQueryData<{ pages: Message[][] }>(key);
    expect(data?.pages[0]?.map((m) => m.id)).toEqual([8, 6, 5]);
    // A thread not loaded yet stays unloaded: it is fetched when opened.
    addMessage(client, message(9, 4, 1), 1);
    expect(client.getQueryData(['messages', 'thread', 4])).toBeUndefined();
  });
});
