import type { Message } from '@myeolgong/contract/messages';
import { userQueues } from '@myeolgong/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeTopic } from '../../../lib/realtime';
import { addMessage, messagesQueryKey } from '../api/messages';

/** A `/user/queue/messages` body: a message as POST /api/messages answers it. */
export function isMessage(body: unknown): body is Message {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const member = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number';
  return (
    typeof b.id === 'number' &&
    typeof b.content === 'string' &&
    typeof b.createdAt === 'string' &&
    member(b.from) &&
    member(b.to)
  );
}

/**
 * While signed in (mounted once, by the top bar's 쪽지 button): each new 쪽지 on the member's own
 * `/user/queue/messages`, sent to them or by them in another tab, goes on top of its open thread
 * and refreshes the conversation list and the badge. A resumed connection (what it missed is
 * unknown) reloads everything of the messages.
 */
export function useMessageStream(userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    return subscribeTopic(
      userQueues.messages,
      (body) => {
        if (isMessage(body)) addMessage(queryClient, body, userId);
        else refresh();
      },
      { onResume: refresh },
    );
  }, [userId, queryClient]);
}
