import {
  notificationsList,
  notificationsMarkRead,
  notificationsSettings,
  notificationsUnreadCount,
  notificationsUpdateSettings,
} from '@myeolgong/contract/endpoints/notifications';
import type { NotificationSettings } from '@myeolgong/contract/notifications';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { announceNotificationsChanged } from '../hooks/notifications-sync';

export const notificationsQueryKey = ['notifications'] as const;
const NOTIFICATIONS_PAGE_SIZE = 20;
/** How many the bell's dropdown shows. */
export const BELL_LIST_SIZE = 8;

function notificationsPageOptions(page: number, size = NOTIFICATIONS_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'page', page, size],
    queryFn: ({ signal }) => call(notificationsList, { query: { page, size }, signal }),
  });
}

export function useNotificationsPage(page: number, size = NOTIFICATIONS_PAGE_SIZE, enabled = true) {
  return useQuery({
    ...notificationsPageOptions(page, size),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => call(notificationsUnreadCount, { signal }),
    enabled,
    // A pushed notification sets it; this only catches up after a dropped connection.
    refetchInterval: 60_000,
    select: (data) => data.count,
  });
}

/** `{ids}` or `{all: true}`; afterwards every notification query here and in other tabs refetches. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) => call(notificationsMarkRead, { body }),
    onSettled: async () => {
      announceNotificationsChanged();
      await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}

const settingsKey = [...notificationsQueryKey, 'settings'] as const;

export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(notificationsSettings, { signal }),
    enabled,
  });
}

/** The settings saves; the switches show the pending ones over the stored answer. */
export const settingsMutationKey = [...settingsKey, 'update'] as const;

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: settingsMutationKey,
    // One save at a time, in the order the switches moved: the last answer is the last change.
    scope: { id: 'notification-settings' },
    mutationFn: (changes: Partial<NotificationSettings>) =>
      call(notificationsUpdateSettings, { body: changes }),
    // The switch moves at once; a failed save puts it back.
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (previous) queryClient.setQueryData(settingsKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKey, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
