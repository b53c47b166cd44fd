// The numbers of SPEC.md §9 'Image compression', as pure decisions the canvas code follows.

const KB = 1024;
const MB = 1024 * KB;

/** Default width of a compressed image. */
const TARGET_WIDTH = 600;
/** No side of a compressed image is longer than this. */
const MAX_SIDE = 800;
/** Files above this are always re-encoded, even when their size in pixels is already small. */
const OPTIMIZE_OVER_BYTES = 1 * MB;
/** A re-encoded image still above this gets a second, harder pass. */
const SECOND_PASS_OVER_BYTES = 800 * KB;
const SECOND_PASS_QUALITY = 0.2;
/** A base64 image in content above this is shrunk before it is uploaded (or kept). */
const BASE64_SHRINK_OVER_BYTES = 1000 * KB;
const BASE64_SHRINK_WIDTH = 500;
const BASE64_SHRINK_QUALITY = 0.3;
/** Images that stay this large after compression are announced as slow to upload. */
const SIZE_WARNING_BYTES = 1500 * KB;

export interface Size {
  width: number;
  height: number;
}

export interface EncodePlan extends Size {
  /** JPEG quality, 0.2 to 0.5. */
  quality: number;
}

/** JPEG quality by the original's size: the larger the file, the lower the quality (0.5 → 0.2). */
export function qualityForBytes(bytes: number): number {
  if (bytes <= 1 * MB) return 0.5;
  if (bytes <= 3 * MB) return 0.4;
  if (bytes <= 5 * MB) return 0.3;
  return 0.2;
}

/**
 * The size that fits `maxWidth` wide and `maxSide` on the longest side, keeping proportions and
 * never enlarging.
 */
export function fitSize(
  { width, height }: Size,
  maxWidth = TARGET_WIDTH,
  maxSide = MAX_SIDE,
): Size {
  if (width <= 0 || height <= 0) return { width, height };
  const scale = Math.min(1, maxWidth / width, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Animated GIFs would lose their frames and SVGs their sharpness: both are uploaded as they are. */
function keepsOriginal(type: string): boolean {
  return type === 'image/gif' || type === 'image/svg+xml';
}

/**
 * What to do with a picked image: keep it (a small GIF/SVG or an image already within the sizes and
 * under 1 MB) or re-encode it as JPEG at the fitted size and the size's quality.
 */
export function planCompression(image: { type: string; bytes: number } & Size): EncodePlan | null {
  if (keepsOriginal(image.type)) return null;
  const fitted = fitSize(image);
  const resized = fitted.width !== image.width || fitted.height !== image.height;
  if (!resized && image.bytes <= OPTIMIZE_OVER_BYTES) return null;
  return { ...fitted, quality: qualityForBytes(image.bytes) };
}

/** A first pass that came out above 800 KB is encoded again at the lowest quality. */
export function planSecondPass(first: EncodePlan, outputBytes: number): EncodePlan | null {
  if (outputBytes <= SECOND_PASS_OVER_BYTES || first.quality <= SECOND_PASS_QUALITY) return null;
  return { ...first, quality: SECOND_PASS_QUALITY };
}

/** A base64 image above 1000 KB is shrunk to 500 px wide at quality 0.3. */
export function planBase64Shrink(bytes: number, size: Size): EncodePlan | null {
  if (bytes <= BASE64_SHRINK_OVER_BYTES) return null;
  return {
    ...fitSize(size, BASE64_SHRINK_WIDTH, Number.POSITIVE_INFINITY),
    quality: BASE64_SHRINK_QUALITY,
  };
}

export function isNearSizeWarning(bytes: number): boolean {
  return bytes >= SIZE_WARNING_BYTES;
}

/** The file name of a re-encoded image: the same name with a .jpg extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}
