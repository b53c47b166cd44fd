import type { Metascraper } from 'metascraper';
import { lazy } from '../../lib/lazy';

// Rules only read the markup given; none of them fetches anything (metascraper-logo-favicon
// would, so it is left out: the favicon comes from a public favicon service by domain).
// Loaded on the first preview: metascraper and its helpers take a noticeable part of the start-up.
const metascraper = lazy(async (): Promise<Metascraper> => {
  const [core, title, description, image, publisher, url] = await Promise.all([
    import('metascraper'),
    import('metascraper-title'),
    import('metascraper-description'),
    import('metascraper-image'),
    import('metascraper-publisher'),
    import('metascraper-url'),
  ]);
  return core.default([
    title.default(),
    description.default(),
    image.default(),
    publisher.default(),
    url.default(),
  ]);
});

export interface PageMetadata {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
}

/** The page's text in its declared encoding (Korean sites still serve EUC-KR), UTF-8 otherwise. */
export function decodeHtml(body: Buffer, headerCharset: string | null): string {
  const head = body.subarray(0, 4096).toString('latin1');
  const declared =
    headerCharset ?? /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

const clip = (value: string | undefined, max: number): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
};

/** Only absolute http(s) addresses may reach the browser as an image. */
function httpAddress(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= 2048
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** Title, description, image and site name of an HTML page (Open Graph, Twitter cards, tags). */
export async function readPageMetadata(html: string, url: string): Promise<PageMetadata> {
  const data = await (await metascraper())({ html, url, validateUrl: false });
  return {
    title: clip(data.title, 300),
    description: clip(data.description, 500),
    image: httpAddress(data.image, url),
    siteName: clip(data.publisher, 100),
  };
}
