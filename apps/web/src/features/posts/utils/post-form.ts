import type { Draft, DraftBody } from '@myeolgong/contract/drafts';
import type { Post, PostBody } from '@myeolgong/contract/posts';
import { normalizeMediaAddress, normalizeUrl } from './post-address';

/*
 * The post form's values: their shape, how a post or a draft becomes them and they become a
 * request body or a draft, and the changes SPEC.md §4 makes between types. The rules checking
 * them are post-form-rules.ts.
 */

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
