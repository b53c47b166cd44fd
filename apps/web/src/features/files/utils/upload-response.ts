import { videoUrl } from '@myeolgong/contract/file-urls';
import { normalizeImageUrl } from '../../../lib/image-url';

const URL_KEYS = ['fileUrl', 'url', 'urls', 'fileUrls', 'fileName', 'data'] as const;

/**
 * Every address in an upload answer, in order (SPEC.md §3 'Upload response' and §7 'Files'): a
 * name or list of names, or an object with fileUrl, url, urls, fileUrls, fileName or data, nested
 * to any depth.
 */
export function uploadedAddresses(body: unknown, depth = 0): string[] {
  if (depth > 4 || body === null || body === undefined) return [];
  if (typeof body === 'string') return body.trim() ? [body.trim()] : [];
  if (Array.isArray(body)) return body.flatMap((item) => uploadedAddresses(item, depth + 1));
  if (typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  for (const key of URL_KEYS) {
    const found = uploadedAddresses(record[key], depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

/** A `{success: false, message}` answer that came with a 2xx status. */
export function refusalMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { success, message } = body as Record<string, unknown>;
  return success === false ? (typeof message === 'string' && message ? message : '') : null;
}

/** An uploaded image's address as the post stores it: names become /api/files/images/{name}. */
export function imageAddress(raw: string): string | null {
  return normalizeImageUrl(raw);
}

/** An uploaded video's address: a bare name lives under /api/files/videos/. */
export function videoAddress(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'))) {
    return value;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  if (!value.includes('/')) return videoUrl(value);
  return `/${value}`;
}
