import { postMessages as m, URL_MAX } from '@myeolgong/contract/posts';

export type UrlCheck = { ok: true; url: string } | { ok: false; error: string };

/** SPEC.md §5: a link needs http(s) (https is added when missing), a host and at most 2048 characters. */
export function normalizeUrl(raw: string): UrlCheck {
  const trimmed = raw.trim();
  if (!trimmed) return { ok: false, error: m.urlRequired };
  if (trimmed.length > URL_MAX) return { ok: false, error: m.urlTooLong };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: m.urlInvalid };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
    return { ok: false, error: m.urlInvalid };
  }
  if (url.href.length > URL_MAX) return { ok: false, error: m.urlTooLong };
  return { ok: true, url: url.href };
}

/** An image or video address: a path of this site (an upload) or an http(s) link. */
export function normalizeMediaAddress(raw: string): string | null {
  const value = raw.trim();
  if (value.startsWith('/') && !value.startsWith('//')) {
    return value.length <= URL_MAX ? value : null;
  }
  const checked = normalizeUrl(value);
  return checked.ok ? checked.url : null;
}
