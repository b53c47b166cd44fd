import { userQueues } from '@myeolgong/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeTopic } from '../../../lib/realtime';
import { notificationsQueryKey } from '../api/notifications';
import { onNotificationsChanged } from './notifications-sync';

/**
 * While signed in: the member's own /user/queue/notifications (CONTRACT.md 'Real-time channel')
 * and the other tabs' mark-read refresh the bell's count and lists, without a reload.
 */
export function useNotificationStream(signedIn: boolean, userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || userId === null) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    const stopLive = subscribeTopic(userQueues.notifications, refresh, { onResume: refresh });
    const stopSync = onNotificationsChanged(refresh);
    return () => {
      stopLive();
      stopSync();
    };
  }, [signedIn, userId, queryClient]);
}
