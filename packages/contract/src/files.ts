import { groupDigits } from './korean-number';
// Kept free of zod: the web app's uploads import it.

/** Multipart field names of SPEC.md §7. */
export const uploadFields = { image: 'file', images: 'files', video: 'file' } as const;

/** SPEC.md §9: images at most 5 per post (posts.ts IMAGES_MAX) and 20 MB per file. */
export const IMAGES_PER_UPLOAD = 5;
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** SPEC.md §9: video 100 MB by default (the server's VIDEO_MAX_BYTES; GET /api/files tells). */
export const VIDEO_MAX_BYTES_DEFAULT = 100 * 1024 * 1024;

/** SPEC.md §9 'Media extensions'. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov', 'avi'] as const;

/** What an upload is: an image (re-encoded) or a video (kept as sent). */
export const fileKinds = ['image', 'video'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Widest side of the width-capped image variant (`{name}-w800.webp`). */
export const IMAGE_SMALL_WIDTH = 800;

/** One stored upload, as POST /api/files/image and POST /files/videos answer it (SPEC.md §3). */
export interface UploadedFile {
  success: true;
  /** The address to put in a post: /api/files/images/{name} or /api/files/videos/{name}. */
  fileUrl: string;
  /** The same address, for clients that read a nested `url`. */
  url: string;
  /** The generated name (never the name the file had on the member's machine). */
  fileName: string;
  message: string;
  kind: FileKind;
  /** The stored type, e.g. image/jpeg (images are re-encoded: SVG and BMP become PNG). */
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Images only: a WebP copy and a WebP copy at most IMAGE_SMALL_WIDTH wide. */
  variants: { webp: string; small: string } | null;
}

/** POST /api/files/images: every stored image, in the order sent (SPEC.md §7 alternatives). */
export interface UploadedFiles {
  success: true;
  message: string;
  /** The fileUrl of each image. */
  urls: string[];
  fileUrls: string[];
  data: UploadedFile[];
}

/** GET /api/files */
export interface FilesStatus {
  success: true;
  message: string;
  maxImages: number;
  maxImageBytes: number;
  maxVideoBytes: number;
  imageExtensions: readonly string[];
  videoExtensions: readonly string[];
}

/** DELETE /files?fileUrl= */
export interface FileDeleted {
  success: true;
  message: string;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Korean messages of SPEC.md §5 'Images'/'Video' and §8 'Uploads', shared by server and web. */
export const fileMessages = {
  fileRequired: '업로드할 파일을 선택해주세요.',
  tooManyImages: `이미지는 최대 ${IMAGES_PER_UPLOAD}개까지 업로드할 수 있습니다.`,
  imagesOnly: '이미지 파일만 업로드할 수 있습니다.',
  videosOnly: '동영상 파일만 업로드할 수 있습니다.',
  unsupportedFormat: '지원하지 않는 파일 형식입니다.',
  emptyFile: '빈 파일은 업로드할 수 없습니다.',
  activeContent: '스크립트가 들어 있는 파일은 업로드할 수 없습니다.',
  damagedImage: '손상되었거나 다른 형식이 섞인 이미지는 업로드할 수 없습니다.',
  imageTooLarge: `이미지 파일이 너무 큽니다. 파일당 최대 ${mb(IMAGE_MAX_BYTES)}MB까지 업로드할 수 있습니다.`,
  imageResolutionTooLarge: '이미지 해상도가 너무 큽니다.',
  /** Refused from the header, before decoding: width × height × frames over the server's cap. */
  imageTooManyPixels: (width: number, height: number, frames: number, maxPixels: number) =>
    `이미지 해상도가 너무 큽니다 (${width}×${height}${frames > 1 ? `, ${frames}프레임` : ''}). ` +
    `최대 ${groupDigits(maxPixels / 1_000_000, { maximumFractionDigits: 1 })}메가픽셀까지 업로드할 수 있습니다.`,
  /** 503: every image slot is busy and the queue is full. */
  imageJobsBusy: (seconds: number) =>
    `지금은 이미지 처리 요청이 많습니다. ${seconds}초 후에 다시 시도해주세요.`,
  /** 429: the member's uploads of the day (Asia/Seoul) reached UPLOAD_DAILY_QUOTA_MB or _FILES. */
  dailyQuotaExceeded: (limit: string, resetInSeconds: number) => {
    const total = Math.max(1, Math.ceil(resetInSeconds / 60));
    const [hours, minutes] = [Math.floor(total / 60), total % 60];
    const wait = [hours > 0 ? `${hours}시간` : '', minutes > 0 ? `${minutes}분` : '']
      .filter(Boolean)
      .join(' ');
    return `오늘의 업로드 한도(${limit})를 모두 사용했습니다. 한도는 매일 자정(한국 시간)에 초기화됩니다(약 ${wait} 후).`;
  },
  /** SPEC.md §8: 'Video file is too big (X MB). Upload a file of at most N MB.' */
  videoTooLarge: (sizeBytes: number | null, maxBytes: number) =>
    sizeBytes === null
      ? `동영상 파일이 너무 큽니다. ${mb(maxBytes)}MB 이하의 파일을 업로드해주세요.`
      : `동영상 파일이 너무 큽니다 (${mb(sizeBytes)}MB). ${mb(maxBytes)}MB 이하의 파일을 업로드해주세요.`,
  truncated: '업로드가 중간에 끊겼습니다. 다시 시도해주세요.',
  badUpload: '업로드 요청이 올바르지 않습니다.',
  uploaded: '파일이 업로드되었습니다.',
  imagesUploaded: (count: number) => `이미지 ${count}개가 업로드되었습니다.`,
  /** SPEC.md §8 partial success 'n/m images uploaded'. */
  partialImages: (done: number, total: number) =>
    `이미지 ${total}개 중 ${done}개가 업로드되었습니다.`,
  imageUploadFailed: '이미지 업로드에 실패했습니다.',
  videoUploadFailed: '동영상 업로드에 실패했습니다.',
  noFileUrl: '서버 응답에 파일 URL이 없습니다.',
  notFound: '파일을 찾을 수 없습니다.',
  invalidFileUrl: '잘못된 파일 주소입니다.',
  noDeletePermission: '파일을 삭제할 권한이 없습니다.',
  deleted: '파일이 삭제되었습니다.',
  ready: '파일 서비스를 사용할 수 있습니다.',
  rangeNotSatisfiable: '요청한 범위를 제공할 수 없습니다.',
  tooManyUploads: (seconds: number) =>
    `업로드가 너무 많습니다. ${seconds}초 후에 다시 시도해주세요.`,
} as const;
