import {
  IMAGE_ACCEPT,
  isImageFile,
  isVideoFile,
  VIDEO_ACCEPT,
  VIDEO_MAX_BYTES,
} from '../utils/file-types';
import type { UploadOptions } from './send-upload';

/** The upload code (a few KB) downloads with the first upload, not with the post form. */
const uploads = () => import('./upload-media');

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
    return (await uploads()).uploadPickedImage(file, options);
  },

  /** A video upload of up to an hour: retried once after a network failure, never after a time-out. */
  async uploadVideo(file: File, options: UploadOptions = {}) {
    return (await uploads()).uploadPickedVideo(file, options);
  },

  /** base64 images in content uploaded; the ones that fail stay base64. */
  async uploadContentImages(content: string) {
    return (await uploads()).uploadImagesInContent(content);
  },
};
