// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { Draft, DraftBody } from '../drafts';
import type { z } from 'zod';
import { DELETE, GET, POST, PUT } from '../endpoint';

/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

export const draftsList = GET('/api/drafts', {} as { res: Draft[] });
export const draftsCreate = POST('/api/drafts', {} as { body: In<typeof DraftBody>; res: Draft });
export const draftsById = GET('/api/drafts/:id', {} as { res: Draft });
export const draftsUpdate = PUT(
  '/api/drafts/:id',
  {} as { body: In<typeof DraftBody>; res: Draft },
);
export const draftsRemove = DELETE('/api/drafts/:id', {} as { res: void });
