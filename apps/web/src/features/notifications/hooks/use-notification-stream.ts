import { userQueues } from '@myeolgong/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeTopic } from '../../../lib/realtime';
import { notificationsQueryKey } from '../api/notifications';
import { insertPushed, isNotificationMessage } from './insert-pushed';
import { onNotificationsChanged } from './notifications-sync';

/**
 * While signed in: a message on the member's own /user/queue/notifications (CONTRACT.md
 * 'Real-time channel') carries the item and the unread count, put into the cached lists and the
 * badge with no request. A resumed connection (what it missed is unknown) and the other tabs'
 * mark-read reload them; so does a message without the item.
 */
export function useNotificationStream(signedIn: boolean, userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || userId === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    const onMessage = (body: unknown) => {
      if (isNotificationMessage(body)) insertPushed(queryClient, body);
      else refresh();
    };
    const stopLive = subscribeTopic(userQueues.notifications, onMessage, { onResume: refresh });
    const stopSync = onNotificationsChanged(refresh);
    return () => {
      stopLive();
      stopSync();
    };
  }, [signedIn, userId, queryClient]);
}
