import { cutToGraphemes, graphemeLength, isInvisible } from '@myeolgong/contract/text-length';
import type { Draft, DraftBody } from '@myeolgong/contract/drafts';
import { fileMessages } from '@myeolgong/contract/files';
import {
  IMAGES_MAX,
  type Post,
  type PostBody,
  postMessages as m,
  TITLE_MAX,
  URL_MAX,
} from '@myeolgong/contract/posts';
import * as ko from '../../../lib/i18n/ko';

export const formPostTypes = ['TEXT', 'IMAGE', 'LINK', 'VIDEO'] as const;
export type FormPostType = (typeof formPostTypes)[number];

/** One picture of an IMAGE post: an upload on its way, a failed one, or a saved address. */
export interface FormImage {
  /** Stable across updates, for the list and for the upload reporting back. */
  key: string;
  status: 'uploading' | 'uploaded' | 'failed';
  /** The address the post stores; null until uploaded. */
  url: string | null;
  /** What the preview shows: the address, or a local object URL of the picked file. */
  preview: string | null;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  error: string | null;
  /** The picked file, kept for a retry. */
  file: File | null;
}

/** A video upload under way or failed; a finished one is just `videoUrl`. */
export interface FormVideoUpload {
  status: 'uploading' | 'failed';
  fileName: string;
  progress: number;
  error: string | null;
  file: File;
}

export interface PostFormValues {
  type: FormPostType;
  boardName: string;
  /** 말머리: one of the board's categories, or '' for none. */
  category: string;
  title: string;
  content: string;
  url: string;
  images: FormImage[];
  videoUrl: string;
  videoUpload: FormVideoUpload | null;
}

export type PostFormField =
  'boardName' | 'category' | 'title' | 'content' | 'url' | 'images' | 'videoUrl';
export type PostFormErrors = Partial<Record<PostFormField, string>>;

/** Field order for focusing the first invalid one. */
export const formFieldOrder: PostFormField[] = [
  'boardName',
  'category',
  'title',
  'content',
  'url',
  'images',
  'videoUrl',
];

export function emptyPostForm(boardName = ''): PostFormValues {
  return {
    type: 'TEXT',
    boardName,
    category: '',
    title: '',
    content: '',
    url: '',
    images: [],
    videoUrl: '',
    videoUpload: null,
  };
}

let nextImageKey = 1;
function newImageKey(): string {
  return `image-${nextImageKey++}`;
}

/** An image that is already an address (edit mode, or added by address). */
export function addressImage(url: string): FormImage {
  return {
    key: newImageKey(),
    status: 'uploaded',
    url,
    preview: url,
    progress: 1,
    error: null,
    file: null,
  };
}

/** A picked file about to be uploaded; `preview` is its object URL. */
export function pendingImage(file: File, preview: string | null): FormImage {
  return {
    key: newImageKey(),
    status: 'uploading',
    url: null,
    preview,
    progress: 0,
    error: null,
    file,
  };
}

/** An existing post as form values (edit mode); a POLL, which the form cannot write, opens as TEXT. */
export function postToFormValues(post: Partial<Post>): PostFormValues {
  const type = formPostTypes.find((t) => t === post.type) ?? 'TEXT';
  const images = post.images?.length ? post.images : post.imageUrl ? [post.imageUrl] : [];
  return {
    type,
    boardName: post.boardName ?? '',
    category: post.category ?? '',
    title: post.title ?? '',
    content: post.content ?? '',
    url: post.url ?? '',
    images: type === 'IMAGE' ? images.map(addressImage) : [],
    videoUrl: type === 'VIDEO' ? (post.videoUrl ?? post.mediaUrl ?? '') : '',
    videoUpload: null,
  };
}

/** Title length as the server counts it: characters a reader sees (graphemes), not UTF-16 units. */
export function titleLength(title: string): number {
  return graphemeLength(title.trim());
}

/** The title as typed, cut at TITLE_MAX characters (the field stops taking more). */
export function limitTitle(title: string): string {
  return graphemeLength(title) > TITLE_MAX ? cutToGraphemes(title, TITLE_MAX) : title;
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
  else if (isInvisible(title)) errors.title = m.titleInvisible;
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
      const images = values.images;
      if (images.length === 0) errors.images = m.imageRequired;
      else if (images.length > IMAGES_MAX) errors.images = m.tooManyImages;
      else if (images.some((image) => image.status === 'uploading')) {
        errors.images = ko.files.imageNotUploaded;
      } else if (images.some((image) => image.status === 'failed')) {
        errors.images = ko.files.imageFailedInList;
      } else if (images.some((image) => !image.url || normalizeMediaAddress(image.url) === null)) {
        errors.images = m.imageUrlInvalid;
      }
      break;
    }
    case 'VIDEO':
      if (values.videoUpload?.status === 'uploading') errors.videoUrl = ko.files.videoNotUploaded;
      else if (!values.videoUrl.trim()) errors.videoUrl = m.videoRequired;
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
      return values.images.length > 0;
    case 'VIDEO':
      return values.videoUrl.trim() !== '' || values.videoUpload?.status === 'uploading';
  }
}

/** SPEC.md §4: switching type clears the chosen images and video; the rest is kept. */
export function switchPostType(values: PostFormValues, type: FormPostType): PostFormValues {
  if (type === values.type) return values;
  return { ...values, type, images: [], videoUrl: '', videoUpload: null };
}

/** Removes one image; removing the last one goes back to TEXT (SPEC.md §4). */
export function removeImage(values: PostFormValues, key: string): PostFormValues {
  const images = values.images.filter((image) => image.key !== key);
  return images.length === 0 ? { ...values, images, type: 'TEXT' } : { ...values, images };
}

/** SPEC.md §4: adding images makes the post an IMAGE post. */
export function addImages(values: PostFormValues, added: FormImage[]): PostFormValues {
  if (added.length === 0) return values;
  return {
    ...values,
    type: 'IMAGE',
    videoUrl: '',
    videoUpload: null,
    images: [...values.images, ...added],
  };
}

export function patchImage(
  values: PostFormValues,
  key: string,
  patch: Partial<FormImage>,
): PostFormValues {
  if (!values.images.some((image) => image.key === key)) return values;
  return {
    ...values,
    images: values.images.map((image) => (image.key === key ? { ...image, ...patch } : image)),
  };
}

/**
 * The picked files the list can take (SPEC.md §5): only images, and only up to five in all; the
 * message says what was left out.
 */
export function acceptImageFiles(
  files: readonly File[],
  current: number,
  isImage: (file: File) => boolean,
): { accepted: File[]; error: string | null } {
  const images = files.filter(isImage);
  const room = Math.max(0, IMAGES_MAX - current);
  const accepted = images.slice(0, room);
  const error =
    images.length > room
      ? fileMessages.tooManyImages
      : images.length < files.length
        ? fileMessages.imagesOnly
        : null;
  return { accepted, error };
}

/**
 * SPEC.md §8 after a batch of uploads: nothing when all went up, 'n/m images uploaded' when some
 * did, the server's reason when none did.
 */
export function uploadSummary(
  done: number,
  total: number,
  lastError: string | null,
): string | null {
  if (total === 0 || done === total) return null;
  if (done === 0)
    return ko.files.serverImageUploadFailed(lastError || fileMessages.imageUploadFailed);
  return fileMessages.partialImages(done, total);
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
    category: values.category || null,
  };
  if (values.type === 'LINK') {
    const checked = normalizeUrl(values.url);
    body.url = checked.ok ? checked.url : values.url.trim();
  }
  if (values.type === 'IMAGE') {
    const images = values.images
      .map((image) => image.url)
      .filter((url): url is string => Boolean(url))
      .map((url) => normalizeMediaAddress(url) ?? url);
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
  category: 'category',
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

/** A draft (임시저장 글) as form values, to resume writing it. */
export function draftToFormValues(draft: Draft): PostFormValues {
  return {
    ...postToFormValues({
      type: draft.type,
      title: draft.title,
      content: draft.content,
      url: draft.url,
      imageUrl: draft.imageUrl,
      videoUrl: draft.videoUrl,
      images: draft.images,
      boardName: draft.boardName ?? '',
      category: draft.category,
    }),
  };
}

/** A draft this device kept (the server could not be reached) as form values. */
export function draftBodyToFormValues(draft: DraftBody): PostFormValues {
  return postToFormValues({
    type: draft.type ?? 'TEXT',
    title: draft.title ?? '',
    content: draft.content ?? '',
    url: draft.url ?? null,
    imageUrl: draft.imageUrl ?? null,
    videoUrl: draft.videoUrl ?? null,
    images: draft.images ?? [],
    boardName: draft.boardName ?? '',
    category: draft.category ?? null,
  });
}

/** The form's fields as a draft: what the member typed, checked by nobody yet. */
export function toDraftBody(values: PostFormValues): DraftBody {
  const images = values.images
    .map((image) => image.url)
    .filter((url): url is string => Boolean(url));
  return {
    type: values.type,
    title: values.title,
    content: values.content,
    url: values.url || null,
    imageUrl: images[0] ?? null,
    videoUrl: values.videoUrl || null,
    images,
    boardName: values.boardName || null,
    category: values.category || null,
  };
}
