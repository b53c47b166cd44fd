// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { Board, BoardBody } from '../boards';
import type { BoardUpdateBody } from '../moderation';
import type { z } from 'zod';
import { GET, POST, PUT } from '../endpoint';

/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

export const boardsList = GET('/api/boards', {} as { res: Board[] });
export const boardsCreate = POST('/api/boards', {} as { body: In<typeof BoardBody>; res: Board });
export const boardsPopular = GET('/api/boards/popular', {} as { res: Board[] });
export const boardsNewest = GET('/api/boards/new', {} as { res: Board[] });
export const boardsSubscribed = GET('/api/boards/subscribed', {} as { res: Board[] });
export const boardsByName = GET('/api/boards/:name', {} as { res: Board });
export const boardsSubscribe = POST('/api/boards/:idOrName/subscribe', {} as { res: Board });
export const boardsUnsubscribe = POST('/api/boards/:idOrName/unsubscribe', {} as { res: Board });
export const boardsUpdate = PUT(
  '/api/admin/boards/:id',
  {} as { body: In<typeof BoardUpdateBody>; res: Board },
);
