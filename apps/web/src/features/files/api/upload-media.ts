import { compressImage, shrinkDataUrl } from '../utils/compress-image';
import { uploadContentImages } from '../utils/content-images';
import { withUploadRetry } from '../utils/retry';
import type { UploadOptions } from './send-upload';
import { uploadImage } from './upload-image';
import { uploadVideo } from './upload-video';

/*
 * The work behind media-uploader.ts's upload methods: compression, uploads with progress and one
 * retry, base64 conversion. media-uploader.ts imports this module on the first upload, so the
 * post form's first download does not carry it.
 */

/** Compresses a picked image (SPEC.md §9) and uploads it; the warning is for very large results. */
export async function uploadPickedImage(file: File, options: UploadOptions = {}) {
  const compressed = await compressImage(file);
  const url = await withUploadRetry(
    () => uploadImage(compressed.file, compressed.file.name, options),
    { signal: options.signal },
  );
  return { url, warning: compressed.warning };
}

/** A video upload of up to an hour: retried once after a network failure, never after a time-out. */
export function uploadPickedVideo(file: File, options: UploadOptions = {}) {
  return withUploadRetry(() => uploadVideo(file, options), {
    retryTimeouts: false,
    signal: options.signal,
  });
}

/** base64 images in content uploaded; the ones that fail stay base64. */
export function uploadImagesInContent(content: string) {
  return uploadContentImages(content, {
    upload: (blob, name) => withUploadRetry(() => uploadImage(blob, name)),
    shrink: shrinkDataUrl,
  });
}
