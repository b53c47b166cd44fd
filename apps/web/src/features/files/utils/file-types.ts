import {
  IMAGE_EXTENSIONS,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES_DEFAULT,
} from '@myeolgong/contract/files';

export const VIDEO_MAX_BYTES = VIDEO_MAX_BYTES_DEFAULT;

export const IMAGE_ACCEPT = ['image/*', ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');
export const VIDEO_ACCEPT = ['video/*', ...VIDEO_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

interface NamedFile {
  name: string;
  type: string;
}

/**
 * An image by its type, or by its extension when the browser reports no type (SPEC.md §9). The
 * server checks the bytes; this only keeps obvious mistakes (a PDF, a video) out of the list.
 */
export function isImageFile(file: NamedFile): boolean {
  if (file.type) return file.type.startsWith('image/');
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

export function isVideoFile(file: NamedFile): boolean {
  if (file.type) return file.type.startsWith('video/');
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}
