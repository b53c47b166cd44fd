// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { SiteInfo } from '../site';
import { GET } from '../endpoint';

export const siteInfo = GET('/api/site', {} as { res: SiteInfo });
