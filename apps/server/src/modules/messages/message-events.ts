import type { Message } from '@myeolgong/contract/messages';
import type { FastifyBaseLogger } from 'fastify';

/** Called once per new message, on the instance that stored it, after the commit. */
export type MessageListener = (message: Message) => void | Promise<void>;

/**
 * The one in-process place where a new 쪽지 is published (messages.service.ts `send`, right after
 * the commit): the same step that hands it to `/user/queue/messages` of both members. Anything
 * else that reacts to a new message (Web Push, issue 46 item 3) subscribes here with
 * `app.services.messages.onSent(listener)` instead of reading the table: each message reaches each
 * listener exactly once in the whole cluster (only the instance that stored it calls them; the
 * real-time copies of the other instances come through Redis and never call listeners). A
 * listener's failure or rejection is logged and never fails the send or the other listeners.
 */
export function messageEvents(log: FastifyBaseLogger) {
  const listeners = new Set<MessageListener>();
  return {
    /** Returns the function that removes `listener`. */
    onSent(listener: MessageListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Hands `message` to every listener; resolves once they all settled. */
    async emit(message: Message): Promise<void> {
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(message);
          } catch (err) {
            log.warn({ err, messageId: message.id }, '새 쪽지를 처리하지 못했습니다');
          }
        }),
      );
    },
  };
}

export type MessageEvents = ReturnType<typeof messageEvents>;
