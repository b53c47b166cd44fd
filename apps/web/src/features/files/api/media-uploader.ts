import { compressImage, shrinkDataUrl } from '../utils/compress-image';
import { uploadContentImages } from '../utils/content-images';
import {
  IMAGE_ACCEPT,
  isImageFile,
  isVideoFile,
  VIDEO_ACCEPT,
  VIDEO_MAX_BYTES,
} from '../utils/file-types';
import { withUploadRetry } from '../utils/retry';
import { uploadImage } from './upload-image';
import { uploadVideo } from './upload-video';
import type { UploadOptions } from './send-upload';

/**
 * Everything the post form needs for media, composed by the route pages (features do not import
 * each other): checks, compression, uploads with progress and one retry, base64 conversion.
 */
export const mediaUploader = {
  imageAccept: IMAGE_ACCEPT,
  videoAccept: VIDEO_ACCEPT,
  isImageFile,
  isVideoFile,
  videoMaxBytes: VIDEO_MAX_BYTES,

  /** Compresses a picked image (SPEC.md §9) and uploads it; the warning is for very large results. */
  async uploadImage(file: File, options: UploadOptions = {}) {
    const compressed = await compressImage(file);
    const url = await withUploadRetry(
      () => uploadImage(compressed.file, compressed.file.name, options),
      { signal: options.signal },
    );
    return { url, warning: compressed.warning };
  },

  /** A video upload of up to an hour: retried once after a network failure, never after a time-out. */
  uploadVideo(file: File, options: UploadOptions = {}) {
    return withUploadRetry(() => uploadVideo(file, options), {
      retryTimeouts: false,
      signal: options.signal,
    });
  },

  /** base64 images in content uploaded; the ones that fail stay base64. */
  uploadContentImages(content: string) {
    return uploadContentImages(content, {
      upload: (blob, name) => withUploadRetry(() => uploadImage(blob, name)),
      shrink: shrinkDataUrl,
    });
  },
};

export type MediaUploaderImpl = typeof mediaUploader;
