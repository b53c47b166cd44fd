// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { DailyWrites, HeldActionBody, HeldActionResult, HeldItem } from '../clean-talk';
import type { Paged } from '../paging';
import type { z } from 'zod';
import { GET, POST } from '../endpoint';
import type { PageParams } from './params';

/** How many posts and comments the signed-in member may still write today. */
export const cleanTalkDailyWrites = GET('/api/users/me/daily-writes', {} as { res: DailyWrites });

/** The operators' queue of held posts and comments, oldest first (ADMIN). */
export const cleanTalkHeld = GET(
  '/api/admin/held',
  {} as { query: PageParams; res: Paged<HeldItem> },
);
export const cleanTalkResolveHeld = POST(
  '/api/admin/held/:targetType/:id',
  {} as { body: z.input<typeof HeldActionBody>; res: HeldActionResult },
);
