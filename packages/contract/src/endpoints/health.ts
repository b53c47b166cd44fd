// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { Health, Readiness } from '../health';
import type { z } from 'zod';
import { GET } from '../endpoint';

export const healthLive = GET('/healthz', {} as { res: z.infer<typeof Health> });
export const healthReady = GET('/readyz', {} as { res: z.infer<typeof Readiness> });
