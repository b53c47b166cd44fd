/** What the post form asks of uploads; the route pages pass the files feature's implementation. */
export interface UploadProgress {
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface MediaUploader {
  /** The file inputs' accept lists. */
  imageAccept: string;
  videoAccept: string;
  isImageFile: (file: File) => boolean;
  isVideoFile: (file: File) => boolean;
  /** Above this a video needs the member's confirmation (SPEC.md §5). */
  videoMaxBytes: number;
  /** Compresses and uploads one image; the warning says it is still very large. */
  uploadImage: (
    file: File,
    options?: UploadProgress,
  ) => Promise<{ url: string; warning: string | null }>;
  uploadVideo: (file: File, options?: UploadProgress) => Promise<string>;
  /** base64 images in content uploaded; those that fail stay base64. */
  uploadContentImages: (
    content: string,
  ) => Promise<{ content: string; uploaded: number; total: number }>;
}
