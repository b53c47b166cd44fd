import {
  CONTENT_MAX,
  IMAGES_MAX,
  postMessages as m,
  TITLE_MAX,
  URL_MAX,
  type PostBody,
} from '@myeolgong/contract/posts';
import { graphemeLength, isInvisible } from '@myeolgong/contract/text-length';
import { isKnownVideoLink } from '@myeolgong/contract/video-links';
import type { PostType } from '../../db/schema';
import { validationFailed } from '../../lib/errors';

export interface CleanPost {
  type: PostType;
  title: string;
  content: string;
  url: string | null;
  image_url: string | null;
  video_url: string | null;
  images: string[];
}

const fail = (field: string, message: string) => validationFailed(message, { [field]: message });

/** SPEC.md §5: a link without http(s):// gets https://; only http and https links are accepted. */
function normalizeLink(raw: string, field = 'url'): string {
  const trimmed = raw.trim();
  if (!trimmed) throw fail(field, m.urlRequired);
  if (trimmed.length > URL_MAX) throw fail(field, m.urlTooLong);
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw fail(field, m.urlInvalid);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
    throw fail(field, m.urlInvalid);
  }
  if (url.href.length > URL_MAX) throw fail(field, m.urlTooLong);
  return url.href;
}

/**
 * What a browser rewrites or drops while reading an address: `\` becomes `/` and tabs and line
 * breaks vanish, so `/\evil.example/x.png` or `/<TAB>/evil.example` names another host. `%5C` is
 * refused too, so no later decoding step can turn it back into a backslash.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_MEDIA_CHARS = /[\\\u0000-\u001f\u007f]|%5c/i;

/** Media may be an upload of this site (a path) or an http(s) address. */
function mediaAddress(raw: string, field: string): string {
  const value = raw.trim();
  if (UNSAFE_MEDIA_CHARS.test(value)) throw fail(field, m.mediaAddressUnsafe);
  if (value.startsWith('/') && !value.startsWith('//') && value.length <= URL_MAX) return value;
  try {
    return normalizeLink(value, field);
  } catch {
    throw fail(field, m.imageUrlInvalid);
  }
}

/** Every rule of SPEC.md §5 'Post', checked on the server with the same Korean messages. */
export function cleanPost(body: PostBody): CleanPost {
  const title = body.title.trim();
  if (!title) throw fail('title', m.titleRequired);
  // Zero-width and other invisible characters alone would make an invisible post.
  if (isInvisible(title)) throw fail('title', m.titleInvisible);
  // Counted as the form counts them: characters a reader sees (graphemes).
  if (graphemeLength(title) > TITLE_MAX) throw fail('title', m.titleTooLong);
  const content = (body.content ?? '').trim();
  if ([...content].length > CONTENT_MAX) throw fail('content', m.contentTooLong);

  const images = (body.images ?? []).filter((i) => i.trim() !== '');
  if (images.length > IMAGES_MAX) throw fail('images', m.tooManyImages);
  const cleanImages = images.map((i) => mediaAddress(i, 'images'));

  let type: PostType = body.type;
  let url: string | null = null;
  let imageUrl: string | null = null;
  let videoUrl: string | null = null;

  switch (type) {
    case 'POLL':
      throw fail('type', m.pollUnsupported);
    case 'TEXT':
      if (!content) throw fail('content', m.contentRequired);
      break;
    case 'LINK':
      if (!body.url?.trim()) throw fail('url', m.urlRequired);
      url = normalizeLink(body.url);
      break;
    case 'IMAGE': {
      const first =
        cleanImages[0] ?? (body.imageUrl?.trim() ? mediaAddress(body.imageUrl, 'imageUrl') : null);
      if (!first) throw fail('images', m.imageRequired);
      imageUrl = first;
      if (cleanImages.length === 0) cleanImages.push(first);
      break;
    }
    case 'VIDEO':
      if (!body.videoUrl?.trim()) throw fail('videoUrl', m.videoRequired);
      videoUrl = mediaAddress(body.videoUrl, 'videoUrl');
      break;
  }

  // A link to a known video site is a LINK post whose video is that link (SPEC.md §5).
  if (type !== 'VIDEO' && body.url?.trim() && type !== 'LINK') url = normalizeLink(body.url);
  if (url && isKnownVideoLink(url)) {
    type = 'LINK';
    videoUrl = url;
  }
  return {
    type,
    title,
    content,
    url,
    image_url: imageUrl,
    video_url: videoUrl,
    images: cleanImages,
  };
}
