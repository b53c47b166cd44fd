import { fileMessages } from '@myeolgong/contract/files';
import * as ko from '../../../lib/i18n/ko';
import {
  type EncodePlan,
  isNearSizeWarning,
  jpegName,
  planBase64Shrink,
  planCompression,
  planSecondPass,
  type Size,
} from './compression-plan';
import { dataUrlBytes } from './data-url';

export interface CompressedImage {
  file: File;
  /** Set when the result is still near the 1500 KB warning size. */
  warning: string | null;
}

/** A file the browser cannot decode as an image. */
class UnsupportedImageError extends Error {
  override readonly name = 'UnsupportedImageError';
  constructor() {
    super(fileMessages.unsupportedFormat);
  }
}

interface Decoded extends Size {
  source: CanvasImageSource;
  release: () => void;
}

/** Decodes with EXIF orientation applied, so what is drawn is what the camera meant. */
async function decode(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // Some formats (SVG, a few BMPs) decode only through an <img>.
    }
  }
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new UnsupportedImageError();
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

/** Draws on a white background (JPEG has no transparency) and encodes as JPEG. */
function encode(source: CanvasImageSource, plan: EncodePlan): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new UnsupportedImageError());
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, plan.width, plan.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, plan.width, plan.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new UnsupportedImageError())),
      'image/jpeg',
      plan.quality,
    ),
  );
}

function warningFor(bytes: number): string | null {
  return isNearSizeWarning(bytes) ? ko.files.largeImageWarning(Math.round(bytes / 1024)) : null;
}

/**
 * SPEC.md §9: a picked image re-encoded as JPEG at most 600 px wide and 800 px on its longest
 * side, at quality 0.5 to 0.2 by size, again at 0.2 when over 800 KB. Small images within the
 * sizes, GIFs and SVGs go as they are.
 */
export async function compressImage(file: File): Promise<CompressedImage> {
  const decoded = await decode(file);
  try {
    const plan = planCompression({ type: file.type, bytes: file.size, ...decoded });
    if (!plan) return { file, warning: warningFor(file.size) };
    let blob = await encode(decoded.source, plan);
    const second = planSecondPass(plan, blob.size);
    if (second) blob = await encode(decoded.source, second);
    // A re-encode that came out larger than the original is worth nothing.
    if (blob.size >= file.size && plan.width === decoded.width) {
      return { file, warning: warningFor(file.size) };
    }
    const compressed = new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
    return { file: compressed, warning: warningFor(compressed.size) };
  } finally {
    decoded.release();
  }
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new UnsupportedImageError());
    reader.readAsDataURL(blob);
  });
}

/**
 * SPEC.md §9: a base64 image over 1000 KB shrunk to 500 px wide at quality 0.3; smaller ones, and
 * any the browser cannot decode, are returned unchanged.
 */
export async function shrinkDataUrl(dataUrl: string, blob: Blob): Promise<string> {
  const bytes = dataUrlBytes(dataUrl);
  if (bytes <= 0) return dataUrl;
  let decoded: Decoded;
  try {
    decoded = await decode(blob);
  } catch {
    return dataUrl;
  }
  try {
    const plan = planBase64Shrink(bytes, decoded);
    if (!plan) return dataUrl;
    return await blobToDataUrl(await encode(decoded.source, plan));
  } catch {
    return dataUrl;
  } finally {
    decoded.release();
  }
}
