// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { LinkPreview } from '../link-preview';
import { GET } from '../endpoint';

export const linkPreviewGet = GET(
  '/api/link-preview',
  {} as { query: { url: string }; res: LinkPreview },
);
