import { createHash } from 'node:crypto';
import {
  faviconUrl,
  linkPreviewMessages as m,
  type LinkPreview,
  type LinkPreviewType,
} from '@myeolgong/contract/link-preview';
import { isKnownVideoLink } from '@myeolgong/contract/video-links';
import { badRequest } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { safeFetch, SafeFetchError, type SafeFetchResult } from '../../lib/safe-fetch';
import type { LinkPreviewRepository, LinkPreviewRow } from './link-preview.repository';
import { isNewsSource } from './news-sources';
import { decodeHtml, readPageMetadata, type PageMetadata } from './page-metadata';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A good preview is kept a day; a failed fetch only briefly, so a site that was down recovers. */
const PREVIEW_TTL_MS = 24 * HOUR;
const FAILED_PREVIEW_TTL_MS = 10 * MINUTE;
const linkPreviewLimit = { limit: 60, windowMs: MINUTE };
const URL_MAX = 2048;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** SPEC.md §5 link rules: https:// filled in, http(s) only, at most 2048 characters, no fragment. */
function normalizePreviewUrl(raw: string): URL {
  const trimmed = raw.trim();
  if (!trimmed) throw badRequest(m.urlRequired);
  if (trimmed.length > URL_MAX) throw badRequest(m.urlTooLong);
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw badRequest(m.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(m.urlInvalid);
  url.hash = '';
  if (url.href.length > URL_MAX) throw badRequest(m.urlTooLong);
  return url;
}

/** SPEC.md §2 preview types, from the address, what it served and what the page said. */
export function previewType(
  url: URL,
  contentType: string | null,
  meta: PageMetadata | null,
): LinkPreviewType {
  if (isKnownVideoLink(url.href) || contentType?.startsWith('video/')) return 'video';
  if (contentType?.startsWith('image/')) return 'image';
  if (isNewsSource(url.hostname)) return 'news';
  if (meta && (meta.title || meta.description || meta.image)) return 'link';
  return 'default';
}

const present = (row: LinkPreviewRow): LinkPreview => ({
  url: row.url,
  type: row.type,
  title: row.title,
  description: row.description,
  image: row.image,
  siteName: row.site_name,
  favicon: row.favicon,
});

/** SPEC.md §9 and CONTRACT.md: 5 s, 1 MB, 5 redirects. */
const previewFetchLimits = { timeoutMs: 5_000, maxBytes: 1_048_576, maxRedirects: 5 };

/**
 * How the service fetches a page: public addresses only, within SPEC.md's limits, the body read
 * for HTML alone. `allowHosts` (LINK_PREVIEW_ALLOW_HOSTS, tests only) skip the address check.
 */
export function previewFetch(allowHosts: readonly string[]) {
  return (url: URL) =>
    safeFetch(url, {
      ...previewFetchLimits,
      allowHosts,
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; MyeolgongLinkPreview/1.0)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5',
      },
      wantBody: (type) => type === 'text/html' || type === 'application/xhtml+xml',
    });
}

export function linkPreviewService(deps: {
  previews: LinkPreviewRepository;
  fetch: (url: URL) => Promise<SafeFetchResult>;
  limiter: RateLimiter;
  now?: () => Date;
}) {
  const { previews, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  /** One fetch per address at a time, however many readers open the post together. */
  const inFlight = new Map<string, Promise<LinkPreview>>();
  let lastPurge = 0;

  async function build(url: URL, urlHash: string): Promise<LinkPreview> {
    let result: SafeFetchResult | null = null;
    try {
      result = await deps.fetch(url);
    } catch (error) {
      if (error instanceof SafeFetchError && error.kind === 'blocked') throw badRequest(m.blocked);
      if (error instanceof SafeFetchError && error.kind === 'too-many-redirects') {
        throw badRequest(m.tooManyRedirects);
      }
      result = null;
    }
    const ok = result !== null && result.status >= 200 && result.status < 300;
    let meta: PageMetadata | null = null;
    if (ok && HTML_TYPES.has(result!.contentType)) {
      const html = decodeHtml(result!.body, result!.charset);
      meta = await readPageMetadata(html, result!.url.href).catch(() => null);
    }
    const contentType = ok ? result!.contentType : null;
    const type = previewType(url, contentType, meta);
    const at = now();
    const row: LinkPreviewRow = {
      url_hash: urlHash,
      url: url.href,
      type,
      title: meta?.title ?? null,
      description: meta?.description ?? null,
      image: type === 'image' ? url.href : (meta?.image ?? null),
      site_name: meta?.siteName ?? url.hostname.replace(/^www\./, ''),
      favicon: faviconUrl(url.hostname),
      ok,
      fetched_at: at,
      expires_at: new Date(at.getTime() + (ok ? PREVIEW_TTL_MS : FAILED_PREVIEW_TTL_MS)),
    };
    await previews.save(row);
    if (at.getTime() - lastPurge > HOUR) {
      lastPurge = at.getTime();
      void previews.purgeExpired(at).catch(() => undefined);
    }
    return present(row);
  }

  return {
    /** GET /api/link-preview: from the cache while fresh, otherwise fetched through safe fetch. */
    async preview(raw: string, clientKey: string): Promise<LinkPreview> {
      await limiter.check(`link-preview:${clientKey}`, linkPreviewLimit, m.tooManyRequests);
      const url = normalizePreviewUrl(raw);
      const urlHash = createHash('sha256').update(url.href).digest('hex');
      const cached = await previews.findFresh(urlHash, now());
      if (cached) return present(cached);
      const pending = inFlight.get(urlHash);
      if (pending) return pending;
      const fresh = build(url, urlHash).finally(() => inFlight.delete(urlHash));
      inFlight.set(urlHash, fresh);
      return fresh;
    },
  };
}
