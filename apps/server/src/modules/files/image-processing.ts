import { fileMessages as m, IMAGE_SMALL_WIDTH } from '@myeolgong/contract/files';
import type { Sharp } from 'sharp';
import { AppError, badRequest } from '../../lib/errors';
import { lazy } from '../../lib/lazy';
import { decodeBmp } from './bmp';
import { hasActiveMarkup, hasTrailingPayload, hasZipArchive } from './image-checks';

// sharp (libvips, a native module) and file-type load on the first upload, not at start-up.
const loadSharp = lazy(async () => (await import('sharp')).default);
const loadFileType = lazy(() => import('file-type'));

/** file-type's detection by the bytes (loaded on first use). */
export async function detectFileType(data: Uint8Array) {
  return (await loadFileType()).fileTypeFromBuffer(data);
}

/** How an image is processed: the pixel cap and the queue its decoding waits in. */
export interface ImageLimits {
  /** Width × height × frames, read from the header before decoding (IMAGE_MAX_PIXELS). */
  maxPixels: number;
  /** Runs the decoding and encoding, e.g. in the process's image-job queue (image-jobs.ts). */
  run?: <T>(job: () => Promise<T>) => Promise<T>;
}

type ImageExt = 'jpg' | 'png' | 'gif' | 'webp';

const imageMimes: Record<ImageExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface ProcessedImage {
  ext: ImageExt;
  mime: string;
  /** Re-encoded in the upload's own format (SVG and BMP become PNG). */
  main: Buffer;
  /** A WebP copy of the same size. */
  webp: Buffer;
  /** A WebP copy at most IMAGE_SMALL_WIDTH wide. */
  small: Buffer;
  width: number;
  height: number;
}

export const unsupported = (message: string = m.imagesOnly) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

const tooBig = () => new AppError(413, 'PAYLOAD_TOO_LARGE', m.imageResolutionTooLarge);

/** The BMP header's size (the library does not read BMP), or null when it is not one we decode. */
function bmpSize(data: Buffer): { width: number; height: number; frames: number } | null {
  if (data.length < 54 || data.toString('latin1', 0, 2) !== 'BM') return null;
  return { width: data.readInt32LE(18), height: Math.abs(data.readInt32LE(22)), frames: 1 };
}

/**
 * Refuses an image whose decoded pixels (width × height × frames) would pass `maxPixels`, from
 * its header alone: sharp's metadata() reads the header and decodes no pixel, so a 7000×7000
 * decompression bomb costs a few kilobytes here instead of hundreds of megabytes in the decoder.
 */
async function assertPixelBudget(data: Buffer, kind: string, maxPixels: number) {
  let size: { width: number; height: number; frames: number } | null;
  if (kind === 'bmp') {
    size = bmpSize(data);
  } else {
    const sharp = await loadSharp();
    const animated = kind === 'gif' || kind === 'webp';
    try {
      const meta = await sharp(data, { animated, limitInputPixels: false }).metadata();
      const frames = animated ? Math.max(1, meta.pages ?? 1) : 1;
      const pageHeight = meta.pageHeight ?? (meta.height ?? 0) / frames;
      size = meta.width && meta.height ? { width: meta.width, height: pageHeight, frames } : null;
    } catch {
      throw unsupported(m.damagedImage);
    }
  }
  if (!size || size.width <= 0 || size.height <= 0) throw unsupported(m.damagedImage);
  if (size.width * size.height * size.frames > maxPixels) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      m.imageTooManyPixels(size.width, size.height, size.frames, maxPixels),
    );
  }
}

/** Scripts, event handlers, external references and entities make an SVG active content. */
const SVG_ACTIVE =
  /<script|<foreignObject|<iframe|<embed|<object|<!ENTITY|\son[a-z]+\s*=|javascript:|@import|(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i;

function svgText(data: Buffer): string | null {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  const head = text.trimStart().slice(0, 4096);
  if (!/^(?:<\?xml|<svg|<!--|<!doctype\s+svg)/i.test(head)) return null;
  return /<svg[\s>]/i.test(text) ? text : null;
}

/** Decodes with the limits, applies the EXIF orientation; metadata is never written back out. */
async function decode(
  data: Buffer,
  ext: string,
  maxPixels: number,
): Promise<{ image: Sharp; outExt: ImageExt }> {
  // The second guard: the decoder itself stops at the same cap.
  const options = { limitInputPixels: maxPixels, failOn: 'error' as const };
  const sharp = await loadSharp();
  switch (ext) {
    case 'jpg':
    case 'png':
    case 'webp':
    case 'gif':
      if (hasActiveMarkup(data) || hasZipArchive(data)) throw unsupported(m.activeContent);
      if (hasTrailingPayload(data, ext)) throw unsupported(m.damagedImage);
      return {
        image: sharp(data, { ...options, animated: ext === 'gif' || ext === 'webp' }),
        outExt: ext,
      };
    case 'bmp': {
      if (hasActiveMarkup(data) || hasZipArchive(data)) throw unsupported(m.activeContent);
      const raw = decodeBmp(data, maxPixels);
      if (!raw) throw unsupported(m.unsupportedFormat);
      return {
        image: sharp(raw.pixels, {
          raw: { width: raw.width, height: raw.height, channels: 4 },
          limitInputPixels: maxPixels,
        }),
        outExt: 'png',
      };
    }
    case 'svg': {
      const text = svgText(data);
      if (!text) throw unsupported();
      if (SVG_ACTIVE.test(text)) throw unsupported(m.activeContent);
      // Rasterised: an SVG is never stored or served as a document that could run script.
      return { image: sharp(data, options), outExt: 'png' };
    }
    default:
      throw unsupported();
  }
}

function encode(image: Sharp, ext: ImageExt): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 8 });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 82 });
  }
}

/** What the bytes are (never the name or the declared type): jpg, png, gif, webp, bmp, svg or null. */
async function sniffImage(data: Buffer): Promise<string | null> {
  const type = await detectFileType(data);
  if (type) {
    if (['jpg', 'png', 'gif', 'webp', 'bmp'].includes(type.ext)) return type.ext;
    if (type.ext !== 'xml') return null;
  }
  return svgText(data) ? 'svg' : null;
}

/**
 * Checks an uploaded image by its bytes and re-encodes it: orientation applied, EXIF (GPS
 * included), XMP, ICC and comments dropped, plus a WebP copy and a width-capped WebP copy.
 * Throws 400 (empty), 413 (too many pixels, known from the header before any decoding) or 415
 * (not an image, active content, polyglot). Only the decoding and encoding wait in `limits.run`.
 */
export async function processImage(data: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  if (data.length === 0) throw badRequest(m.emptyFile);
  const kind = await sniffImage(data);
  if (!kind) throw unsupported();
  await assertPixelBudget(data, kind, limits.maxPixels);
  const run = limits.run ?? (<T>(job: () => Promise<T>) => job());
  return run(() => reencode(data, kind, limits.maxPixels));
}

async function reencode(data: Buffer, kind: string, maxPixels: number): Promise<ProcessedImage> {
  const { image, outExt } = await decode(data, kind, maxPixels);
  try {
    const base = image.autoOrient();
    const [main, webp, small] = await Promise.all([
      encode(base.clone(), outExt).toBuffer({ resolveWithObject: true }),
      outExt === 'webp' ? null : base.clone().webp({ quality: 80 }).toBuffer(),
      base
        .clone()
        .resize({ width: IMAGE_SMALL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return {
      ext: outExt,
      mime: imageMimes[outExt],
      main: main.data,
      webp: webp ?? main.data,
      small,
      width: main.info.width,
      height: main.info.pageHeight ?? main.info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooBig();
    throw unsupported(m.damagedImage);
  }
}
