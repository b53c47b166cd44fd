import { cutToGraphemes, graphemeLength, isInvisible } from '@myeolgong/contract/text-length';
import { fileMessages } from '@myeolgong/contract/files';
import { IMAGES_MAX, postMessages as m, TITLE_MAX } from '@myeolgong/contract/posts';
import * as ko from '../../../lib/i18n/ko';
import { normalizeMediaAddress, normalizeUrl } from './post-address';
import type { PostFormErrors, PostFormField, PostFormValues } from './post-form';

/*
 * The post form's rules (SPEC.md §4/§5/§8), with their exact Korean messages: what a field may
 * hold, when the form may be sent, and how the server's per-field answer maps onto the fields.
 */

/** Title length as the server counts it: characters a reader sees (graphemes), not UTF-16 units. */
export function titleLength(title: string): number {
  return graphemeLength(title.trim());
}

/** The title as typed, cut at TITLE_MAX characters (the field stops taking more). */
export function limitTitle(title: string): string {
  return graphemeLength(title) > TITLE_MAX ? cutToGraphemes(title, TITLE_MAX) : title;
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
