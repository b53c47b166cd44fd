import { z } from 'zod';

/** Public facts about this installation that the web app shows. */
export const SiteInfo = z
  .object({
    siteName: z.string(),
    contactEmail: z.string(),
    /** Whether the built-in development sign-in replaces Google sign-in. */
    devLogin: z.boolean(),
    googleLogin: z.boolean(),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof SiteInfo>;
