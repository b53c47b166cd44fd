// Real-time listeners of the cluster fault suite, through the balancer (@stomp/stompjs): half of
// them on a plain WebSocket to /ws/websocket, as the web app connects first (decision 027; HAProxy
// backend realtime_websocket), the other half over SockJS, the web app's fallback (sockjs-client;
// backend realtime). Each subscribes to the new comments of one watched post; when its connection
// drops it reconnects and subscribes again, and remembers when the server confirmed that
// subscription (a RECEIPT). A message of a comment whose request was sent after that moment must
// arrive.
import { Client, type IStompSocket } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import WebSocket from 'ws';
import { topics } from '@myeolgong/contract/realtime';
import type { Ledger } from '../load/writers';
import { sleep } from '../load/writers';

export interface Listener {
  postId: number;
  transport: 'websocket' | 'sockjs';
  client: Client;
  /** Comment ids received on /topic/posts/{postId}/comments. */
  received: Set<number>;
  /** performance.now() of the receipt of the current subscription; null while disconnected. */
  subscribedAt: number | null;
  /** Connections lost (and, while running, reconnected). */
  drops: number;
}

export function startListeners(front: number, posts: number[], count: number): Listener[] {
  const listeners: Listener[] = [];
  for (let i = 0; i < count; i++) {
    const postId = posts[i % posts.length]!;
    // Alternating, so each watched post has listeners on both paths.
    const transport = i % 2 === 0 ? 'websocket' : 'sockjs';
    let receipts = 0;
    const listener: Listener = {
      postId,
      transport,
      received: new Set(),
      subscribedAt: null,
      drops: 0,
      client: new Client({
        webSocketFactory: () =>
          (transport === 'websocket'
            ? new WebSocket(`ws://127.0.0.1:${front}/ws/websocket`)
            : new SockJS(`http://127.0.0.1:${front}/ws`)) as unknown as IStompSocket,
        heartbeatIncoming: 4000,
        heartbeatOutgoing: 4000,
        reconnectDelay: 250,
        debug: () => undefined,
        onConnect: () => {
          const receipt = `r-${i}-${(receipts += 1)}`;
          listener.client.watchForReceipt(receipt, () => {
            listener.subscribedAt = performance.now();
          });
          listener.client.subscribe(
            topics.postComments(postId),
            (message) => {
              const body = JSON.parse(message.body) as { comment: { id: number } };
              listener.received.add(body.comment.id);
            },
            { receipt },
          );
        },
        onWebSocketClose: () => {
          if (listener.subscribedAt !== null) listener.drops += 1;
          listener.subscribedAt = null;
        },
      }),
    };
    listener.client.activate();
    listeners.push(listener);
  }
  return listeners;
}

/** Waits until every listener holds a confirmed subscription; returns how many do. */
export async function allSubscribed(listeners: Listener[], timeoutMs = 30_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  const subscribed = () => listeners.filter((l) => l.subscribedAt !== null).length;
  while (subscribed() < listeners.length && performance.now() < deadline) await sleep(100);
  return subscribed();
}

export interface Delivery {
  /** Listener × comment pairs that had to arrive: sent after the listener's subscription. */
  expected: number;
  received: number;
  /** Listeners without a subscription when checked. */
  unsubscribed: number;
  /** A few of the missing ones, for the report. */
  missing: string[];
}

/**
 * For every listener: the acknowledged comments on its post whose request was sent after both
 * its current subscription and `floor` (performance.now()) must have arrived.
 */
export function delivery(listeners: Listener[], ledger: Ledger, floor: number): Delivery {
  const byPost = new Map<number, { id: number; sentAt: number }[]>();
  for (const [id, c] of ledger.comments) {
    if (c.sentAt <= floor) continue;
    const list = byPost.get(c.postId) ?? [];
    list.push({ id, sentAt: c.sentAt });
    byPost.set(c.postId, list);
  }
  const result: Delivery = { expected: 0, received: 0, unsubscribed: 0, missing: [] };
  listeners.forEach((listener, index) => {
    if (listener.subscribedAt === null) {
      result.unsubscribed += 1;
      return;
    }
    for (const c of byPost.get(listener.postId) ?? []) {
      if (c.sentAt <= listener.subscribedAt) continue;
      result.expected += 1;
      if (listener.received.has(c.id)) result.received += 1;
      else if (result.missing.length < 5)
        result.missing.push(`listener ${index} (post ${listener.postId}) missed comment ${c.id}`);
    }
  });
  return result;
}

export async function stopListeners(listeners: Listener[]) {
  await Promise.all(listeners.map((l) => l.client.deactivate().catch(() => undefined)));
}
