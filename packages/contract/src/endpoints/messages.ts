// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { Conversation, Message, MessageUnreadCount } from '../messages';
import type { Paged } from '../paging';
import { DELETE, GET, POST } from '../endpoint';
import type { PageParams } from './params';

/** 201 with the message; 400 (empty, too long, to oneself), 403 (blocks), 404, 429. */
export const messagesSend = POST(
  '/api/messages',
  {} as { body: { toUserId: number; content: string }; res: Message },
);
/** One item per member the viewer exchanged messages with, the latest conversation first. */
export const messagesConversations = GET(
  '/api/messages/conversations',
  {} as { query: PageParams; res: Paged<Conversation> },
);
/** The two members' messages, newest first; `before` (a message id) pages back. */
export const messagesThread = GET(
  '/api/messages/with/:userId',
  {} as { query: { before?: number; size?: number }; res: Message[] },
);
/** Marks every message from `userId` to the viewer read: 204. */
export const messagesMarkRead = POST(
  '/api/messages/read',
  {} as { body: { userId: number }; res: void },
);
export const messagesUnreadCount = GET(
  '/api/messages/unread-count',
  {} as { res: MessageUnreadCount },
);
/** Hides the message for the viewer only: 204. */
export const messagesDelete = DELETE('/api/messages/:id', {} as { res: void });
