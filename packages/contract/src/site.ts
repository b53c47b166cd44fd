import { z } from 'zod';

/** Public facts about this installation that the web app shows. */
export const SiteInfo = z
  .object({
    siteName: z.string(),
    contactEmail: z.string(),
    /** Whether the built-in development sign-in replaces Google sign-in. */
    devLogin: z.boolean(),
    googleLogin: z.boolean(),
    /** Whether the site can e-mail address confirmations (SMTP_URL and PUBLIC_ORIGIN set). */
    emailConfirmation: z.boolean().optional(),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof SiteInfo>;
