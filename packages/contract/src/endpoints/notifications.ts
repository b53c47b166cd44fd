// Kept free of zod at run time: the web app imports it (every import here is a type).
import type {
  MarkReadBody,
  Notification,
  NotificationSettings,
  UnreadCount,
} from '../notifications';
import type { Paged } from '../paging';
import type { z } from 'zod';
import { GET, POST, PUT } from '../endpoint';
import type { PageParams } from './params';

/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

export const notificationsList = GET(
  '/api/notifications',
  {} as { query: PageParams; res: Paged<Notification> },
);
export const notificationsUnreadCount = GET(
  '/api/notifications/unread-count',
  {} as { res: UnreadCount },
);
export const notificationsMarkRead = POST(
  '/api/notifications/read',
  {} as { body: In<typeof MarkReadBody>; res: void },
);
export const notificationsSettings = GET(
  '/api/notifications/settings',
  {} as { res: NotificationSettings },
);
export const notificationsUpdateSettings = PUT(
  '/api/notifications/settings',
  {} as { body: Partial<NotificationSettings>; res: NotificationSettings },
);
