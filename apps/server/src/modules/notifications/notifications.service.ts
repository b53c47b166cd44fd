import {
  notificationTypes,
  type NotificationSettings,
  type NotificationType,
} from '@myeolgong/contract/notifications';
import { toPaged, type PageRequest } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import type { NotificationsRepository } from './notifications.repository';
import { presentNotification } from './notifications.presenter';
import type { UserSearch } from './user-search';

/**
 * Reading and marking a member's own notifications. Writing them is the database's job: the
 * triggers of migration 0013 add them in the transaction of the act (docs/decisions/021).
 */
export function notificationsService(deps: {
  notifications: NotificationsRepository;
  /** Members by nickname prefix, for @ suggestions (user-search.ts). */
  userSearch: UserSearch;
}) {
  const { notifications } = deps;

  async function settings(viewer: Viewer): Promise<NotificationSettings> {
    const disabled = new Set(await notifications.disabledTypes(viewer.id));
    return Object.fromEntries(
      notificationTypes.map((type) => [type, !disabled.has(type)]),
    ) as NotificationSettings;
  }

  return {
    async list(viewer: Viewer, page: PageRequest) {
      const { rows, total } = await notifications.page(viewer.id, page);
      return toPaged(rows.map(presentNotification), total, page);
    },

    async unreadCount(viewer: Viewer) {
      return { count: await notifications.unreadCount(viewer.id) };
    },

    async markRead(
      viewer: Viewer,
      body: { ids?: number[] | undefined; all?: boolean | undefined },
    ) {
      await notifications.markRead(viewer.id, body.all === true ? 'all' : (body.ids ?? []));
    },

    settings,

    /** GET /api/users/search: up to 10 members for @ suggestions, never ones `viewer` blocks. */
    async suggestUsers(prefix: string, viewer: Viewer | null) {
      return deps.userSearch(prefix, viewer?.id ?? null);
    },

    /** Types left out of `changes` keep their setting. */
    async updateSettings(viewer: Viewer, changes: Partial<NotificationSettings>) {
      const current = await settings(viewer);
      const next = { ...current, ...changes };
      const disabled: NotificationType[] = notificationTypes.filter((type) => !next[type]);
      await notifications.setDisabledTypes(viewer.id, disabled);
      return next;
    },
  };
}
