// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { DailyWrites } from '../clean-talk';
import { GET } from '../endpoint';

/** How many posts and comments the signed-in member may still write today. */
export const cleanTalkDailyWrites = GET('/api/users/me/daily-writes', {} as { res: DailyWrites });
