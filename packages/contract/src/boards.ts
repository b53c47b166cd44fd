import { z } from 'zod';

/** A discussion board (SPEC.md §3 'Board'). */
export const Board = z
  .object({
    id: z.number().int(),
    /** URL name, used in /boards/{name}. */
    name: z.string(),
    displayName: z.string(),
    description: z.string(),
    iconUrl: z.string().nullable(),
    /** The same as iconUrl; some clients read this name. */
    iconImage: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    /** Whether the signed-in user subscribes; false for visitors. */
    subscribed: z.boolean(),
    subscriberCount: z.number().int(),
    postCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Board' });
export type Board = z.infer<typeof Board>;

export const BoardList = z.array(Board);
