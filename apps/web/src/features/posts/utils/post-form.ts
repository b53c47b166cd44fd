import {
  IMAGES_MAX,
  type Post,
  type PostBody,
  postMessages as m,
  TITLE_MAX,
  URL_MAX,
} from '@myeolgong/contract/posts';

export const formPostTypes = ['TEXT', 'IMAGE', 'LINK', 'VIDEO'] as const;
export type FormPostType = (typeof formPostTypes)[number];

export interface PostFormValues {
  type: FormPostType;
  boardName: string;
  title: string;
  content: string;
  url: string;
  /** Image addresses, one per line (uploads arrive with the media work). */
  imagesText: string;
  videoUrl: string;
}

export type PostFormField = 'boardName' | 'title' | 'content' | 'url' | 'images' | 'videoUrl';
export type PostFormErrors = Partial<Record<PostFormField, string>>;

/** Field order for focusing the first invalid one. */
export const formFieldOrder: PostFormField[] = [
  'boardName',
  'title',
  'content',
  'url',
  'images',
  'videoUrl',
];

export function emptyPostForm(boardName = ''): PostFormValues {
  return { type: 'TEXT', boardName, title: '', content: '', url: '', imagesText: '', videoUrl: '' };
}

/** An existing post as form values (edit mode); a POLL, which the form cannot write, opens as TEXT. */
export function postToFormValues(post: Partial<Post>): PostFormValues {
  const type = formPostTypes.find((t) => t === post.type) ?? 'TEXT';
  const images = post.images?.length ? post.images : post.imageUrl ? [post.imageUrl] : [];
  return {
    type,
    boardName: post.boardName ?? '',
    title: post.title ?? '',
    content: post.content ?? '',
    url: post.url ?? '',
    imagesText: type === 'IMAGE' ? images.join('\n') : '',
    videoUrl: type === 'VIDEO' ? (post.videoUrl ?? post.mediaUrl ?? '') : '',
  };
}

/** The non-empty lines of the image box. */
export function imageLines(imagesText: string): string[] {
  return imagesText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Title length as the server counts it: characters, not UTF-16 units. */
export function titleLength(title: string): number {
  return [...title.trim()].length;
}

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

/** Every SPEC.md §5 rule for the chosen type, with the exact Korean messages. */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = m.titleRequired;
  else if (titleLength(title) > TITLE_MAX) errors.title = m.titleTooLong;
  if (!values.boardName) errors.boardName = m.boardRequired;

  switch (values.type) {
    case 'TEXT':
      if (!values.content.trim()) errors.content = m.contentRequired;
      break;
    case 'LINK': {
      const checked = normalizeUrl(values.url);
      if (!checked.ok) errors.url = checked.error;
      break;
    }
    case 'IMAGE': {
      const images = imageLines(values.imagesText);
      if (images.length === 0) errors.images = m.imageRequired;
      else if (images.length > IMAGES_MAX) errors.images = m.tooManyImages;
      else if (images.some((image) => normalizeMediaAddress(image) === null)) {
        errors.images = m.imageUrlInvalid;
      }
      break;
    }
    case 'VIDEO':
      if (!values.videoUrl.trim()) errors.videoUrl = m.videoRequired;
      else if (normalizeMediaAddress(values.videoUrl) === null) errors.videoUrl = m.urlInvalid;
      break;
  }
  return errors;
}

/** SPEC.md §4: submit needs a title and the type's content (text, a URL, an image, a video). */
export function canSubmitPost(values: PostFormValues): boolean {
  if (!values.title.trim()) return false;
  switch (values.type) {
    case 'TEXT':
      return values.content.trim() !== '';
    case 'LINK':
      return values.url.trim() !== '';
    case 'IMAGE':
      return imageLines(values.imagesText).length > 0;
    case 'VIDEO':
      return values.videoUrl.trim() !== '';
  }
}

/** SPEC.md §4: switching type clears the chosen images and video; the rest is kept. */
export function switchPostType(values: PostFormValues, type: FormPostType): PostFormValues {
  if (type === values.type) return values;
  return { ...values, type, imagesText: '', videoUrl: '' };
}

/** Removes one image; removing the last one goes back to TEXT (SPEC.md §4). */
export function removeImage(values: PostFormValues, index: number): PostFormValues {
  const images = imageLines(values.imagesText).filter((_, i) => i !== index);
  return images.length === 0
    ? { ...values, imagesText: '', type: 'TEXT' }
    : { ...values, imagesText: images.join('\n') };
}

/** The request body of SPEC.md §7: LINK adds url, IMAGE imageUrl = first image, VIDEO videoUrl. */
export function toPostBody(values: PostFormValues): PostBody {
  const body: PostBody = {
    title: values.title.trim(),
    content: values.content,
    type: values.type,
    url: null,
    imageUrl: null,
    videoUrl: null,
    images: [],
    boardName: values.boardName,
  };
  if (values.type === 'LINK') {
    const checked = normalizeUrl(values.url);
    body.url = checked.ok ? checked.url : values.url.trim();
  }
  if (values.type === 'IMAGE') {
    const images = imageLines(values.imagesText).map((i) => normalizeMediaAddress(i) ?? i);
    body.images = images;
    body.imageUrl = images[0] ?? null;
  }
  if (values.type === 'VIDEO') {
    body.videoUrl = normalizeMediaAddress(values.videoUrl) ?? values.videoUrl.trim();
  }
  return body;
}

const serverFieldNames: Record<string, PostFormField> = {
  title: 'title',
  boardName: 'boardName',
  boardId: 'boardName',
  content: 'content',
  url: 'url',
  images: 'images',
  imageUrl: 'images',
  videoUrl: 'videoUrl',
};

/** The server's 400 `fields` as form fields; names the form does not show are left out. */
export function serverFieldErrors(fields: Record<string, string> | undefined): PostFormErrors {
  const errors: PostFormErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = serverFieldNames[name];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
