import { imageUrl } from '@myeolgong/contract/file-urls';

/**
 * SPEC.md §5 'Image URL normalisation': repeated /api/files/images segments collapse to one, local
 * uploads paths and bare file names point at the files API, and other addresses pass through
 * (the API shares this origin, so a relative path already reaches it). Null when there is nothing
 * to show or the address could run script.
 */
export function normalizeImageUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^(data:image\/|blob:)/i.test(raw)) return raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^https?:/i.test(raw)) return null;

  const collapsed = raw.replace(/(\/api\/files\/images\/)(?:\/*api\/files\/images\/)+/g, '$1');
  if (/^(https?:)?\/\//i.test(collapsed)) return collapsed;

  const uploads = /^\/?(?:uploads\/(?:images\/)?|files\/images\/)(.+)$/i.exec(collapsed);
  if (uploads) return imageUrl(uploads[1]!);
  if (collapsed.startsWith('api/')) return `/${collapsed}`;
  if (!collapsed.includes('/')) return imageUrl(collapsed);
  return collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
}
