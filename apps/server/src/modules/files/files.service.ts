import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageUrl, videoUrl } from '@myeolgong/contract/file-urls';
import {
  fileMessages as m,
  type FileDeleted,
  type FileKind,
  type UploadedFile,
} from '@myeolgong/contract/files';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Viewer } from '../../lib/viewer';
import { canDeleteFile } from '../../policies/file';
import { assertCanWrite } from '../../policies/write-permission';
import {
  imageKey,
  keyFromFileUrl,
  smallName,
  videoKey,
  videoMimes,
  webpName,
  type VideoExt,
} from './file-names';
import type { FileRow, FilesRepository, NewFile } from './files.repository';
import type { ImageJobs } from './image-jobs';
import { imageJobsBusy } from './image-jobs';
import type { ProcessedImage } from './image-processing';
import { detectFileType, processImage, unsupported } from './image-processing';
import type { ByteRange, FileStorage } from './file-storage';
import { StorageError, uploadError } from './upload-parts';
import { nextSeoulDayStart, seoulDayStart } from '../../lib/seoul-day';

const MINUTE = 60_000;
/** Upload requests per member (one request may carry 5 images). */
const uploadLimit = { limit: 60, windowMs: 10 * MINUTE };

/** What file-type calls the video types of SPEC.md §9, and the extension each is stored under. */
const videoTypes: Record<string, VideoExt> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
  'video/quicktime': 'mov',
  'video/vnd.avi': 'avi',
  'video/x-msvideo': 'avi',
};

const SNIFF_BYTES = 4100;

/** A member's uploads per Asia/Seoul day (UPLOAD_DAILY_QUOTA_MB and _FILES; 0 means no limit). */
export interface UploadQuota {
  bytes: number;
  files: number;
}

const newId = (hashHex?: string) =>
  hashHex
    ? `${hashHex.slice(0, 20)}${randomBytes(4).toString('hex')}`
    : randomBytes(14).toString('hex');

export function presentFile(row: FileRow, message: string = m.uploaded): UploadedFile {
  const fileUrl = row.kind === 'image' ? imageUrl(row.name) : videoUrl(row.name);
  const id = row.name.replace(/\.[a-z0-9]+$/, '');
  return {
    success: true,
    fileUrl,
    url: fileUrl,
    fileName: row.name,
    message,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    variants:
      row.kind === 'image'
        ? { webp: imageUrl(webpName(id)), small: imageUrl(smallName(id)) }
        : null,
  };
}

export function filesService(deps: {
  storage: FileStorage;
  files: FilesRepository;
  limiter: RateLimiter;
  videoMaxBytes: number;
  /** IMAGE_MAX_PIXELS: refused from the header, before decoding. */
  maxPixels: number;
  /** The process's image-job queue (IMAGE_JOBS_CONCURRENCY, IMAGE_JOBS_QUEUE). */
  jobs: ImageJobs;
  quota: UploadQuota;
  now?: () => Date;
}) {
  const { storage, files, limiter, videoMaxBytes, maxPixels, jobs, quota } = deps;
  const now = deps.now ?? (() => new Date());

  /** What the member may still upload today, and when that resets. */
  async function quotaLeft(viewer: Viewer) {
    const at = now();
    const dayStart = seoulDayStart(at);
    const resetInSeconds = Math.ceil((nextSeoulDayStart(at).getTime() - at.getTime()) / 1000);
    if (quota.bytes === 0 && quota.files === 0) {
      return { bytes: Infinity, files: Infinity, resetInSeconds };
    }
    const used = await files.usedSince(viewer.id, dayStart);
    return {
      bytes: quota.bytes === 0 ? Infinity : quota.bytes - used.bytes,
      files: quota.files === 0 ? Infinity : quota.files - used.files,
      resetInSeconds,
    };
  }

  /** 429 with Retry-After until midnight in Seoul, naming the limit that was reached. */
  function quotaExceeded(which: 'bytes' | 'files', resetInSeconds: number) {
    const limit =
      which === 'bytes'
        ? `${Math.round(quota.bytes / (1024 * 1024))}MB`
        : `파일 ${quota.files.toLocaleString('ko-KR')}개`;
    return new AppError(
      429,
      'LIMIT_EXCEEDED',
      m.dailyQuotaExceeded(limit, resetInSeconds),
      undefined,
      { 'retry-after': String(resetInSeconds) },
    );
  }

  /** Refuses when storing `bytes` more in `count` files would pass today's quota. */
  async function assertQuota(viewer: Viewer, bytes: number, count: number) {
    const left = await quotaLeft(viewer);
    if (count > left.files) throw quotaExceeded('files', left.resetInSeconds);
    if (bytes > left.bytes) throw quotaExceeded('bytes', left.resetInSeconds);
    return left;
  }

  /** Removes objects best effort: used to leave nothing behind after a failed upload. */
  const removeAll = (keys: string[]) =>
    Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));

  const videoTooLarge = () =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', m.videoTooLarge(null, videoMaxBytes));

  return {
    videoMaxBytes,
    videoTooLarge,

    /**
     * Login, write permission, the upload rate limit, a free place in the image queue (images)
     * and something left of today's quota, before any byte is read.
     */
    async admit(viewer: Viewer, kind: FileKind) {
      assertCanWrite(viewer, now(), 'upload');
      await limiter.check(`upload:${viewer.id}`, uploadLimit, m.tooManyUploads);
      if (kind === 'image' && jobs.full()) throw imageJobsBusy();
      await assertQuota(viewer, 1, 1);
    },

    /** Checks and re-encodes one image: pixel cap from its header first, then the job queue. */
    processImage(data: Buffer): Promise<ProcessedImage> {
      return processImage(data, { maxPixels, run: jobs.run });
    },

    /** Stores re-encoded images and their variants, all or none, and records them. */
    async storeImages(viewer: Viewer, images: ProcessedImage[]): Promise<FileRow[]> {
      const bytes = images.reduce((sum, image) => sum + image.main.length, 0);
      await assertQuota(viewer, bytes, images.length);
      const written: string[] = [];
      const rows: NewFile[] = [];
      try {
        for (const image of images) {
          const sha256 = createHash('sha256').update(image.main).digest('hex');
          const id = newId(sha256);
          const name = `${id}.${image.ext}`;
          const variants: [string, Buffer][] = [[imageKey(smallName(id)), image.small]];
          if (image.ext !== 'webp') variants.unshift([imageKey(webpName(id)), image.webp]);
          for (const [key, body, mime] of [
            [imageKey(name), image.main, image.mime] as const,
            ...variants.map(([key, body]) => [key, body, 'image/webp'] as const),
          ]) {
            written.push(key);
            await storage.put(key, body, mime);
          }
          rows.push({
            owner_id: viewer.id,
            kind: 'image',
            name,
            storage_key: imageKey(name),
            variant_keys: variants.map(([key]) => key),
            size: image.main.length,
            mime: image.mime,
            width: image.width,
            height: image.height,
            sha256,
          });
        }
        return await files.insert(rows);
      } catch (error) {
        await removeAll(written);
        throw error;
      }
    },

    /**
     * Streams one video to storage: the first bytes decide the type (SPEC.md §9 video types), the
     * rest is counted against VIDEO_MAX_BYTES as it passes, and nothing is left behind on failure.
     */
    async storeVideo(viewer: Viewer, source: AsyncIterable<Buffer>): Promise<FileRow> {
      const left = await assertQuota(viewer, 1, 1);
      // Counted as the bytes pass: over the video limit is 413, over today's quota 429.
      const checkSize = (bytes: number) => {
        if (bytes > videoMaxBytes) throw videoTooLarge();
        if (bytes > left.bytes) throw quotaExceeded('bytes', left.resetInSeconds);
      };
      const iterator = source[Symbol.asyncIterator]();
      const head: Buffer[] = [];
      let size = 0;
      try {
        while (size < SNIFF_BYTES) {
          const next = await iterator.next();
          if (next.done) break;
          head.push(next.value);
          size += next.value.length;
          checkSize(size);
        }
      } catch (error) {
        throw uploadError(error, videoTooLarge);
      }
      if (size === 0) throw badRequest(m.emptyFile);
      const first = Buffer.concat(head, size);
      const type = await detectFileType(first);
      const ext = type ? videoTypes[type.mime] : undefined;
      if (!ext) {
        await iterator.return?.();
        throw unsupported(m.videosOnly);
      }

      const hash = createHash('sha256').update(first);
      let sourceError: AppError | null = null;
      const body = Readable.from(
        (async function* () {
          yield first;
          try {
            for (;;) {
              const next = await iterator.next();
              if (next.done) return;
              size += next.value.length;
              checkSize(size);
              hash.update(next.value);
              yield next.value;
            }
          } catch (error) {
            sourceError = uploadError(error, videoTooLarge);
            throw sourceError;
          }
        })(),
      );

      const name = `${newId()}.${ext}`;
      const key = videoKey(name);
      try {
        await storage.putStream(key, body, videoMimes[ext]);
      } catch (error) {
        await removeAll([key]);
        if (sourceError) throw sourceError;
        throw new StorageError(error);
      }
      try {
        const [row] = await files.insert([
          {
            owner_id: viewer.id,
            kind: 'video',
            name,
            storage_key: key,
            size,
            mime: videoMimes[ext],
            width: null,
            height: null,
            sha256: hash.digest('hex'),
          },
        ]);
        return row!;
      } catch (error) {
        await removeAll([key]);
        throw new StorageError(error);
      }
    },

    /** DELETE /files?fileUrl=: the owner or an admin removes an upload with its variants. */
    async remove(fileUrl: string, viewer: Viewer): Promise<FileDeleted> {
      const key = keyFromFileUrl(fileUrl);
      if (!key) throw badRequest(m.invalidFileUrl);
      const row = await files.findByKey(key);
      if (!row) throw notFound(m.notFound);
      if (!canDeleteFile(viewer, { ownerId: row.owner_id })) throw forbidden(m.noDeletePermission);
      await files.remove(row.id);
      await removeAll([row.storage_key, ...row.variant_keys]);
      return { success: true, message: m.deleted };
    },

    /** The bytes of a stored object (or a range), with its size; null when absent. */
    async open(key: string, range: (size: number) => ByteRange | 'unsatisfiable' | null) {
      const size = await storage.size(key);
      if (size === null) return null;
      const wanted = range(size);
      if (wanted === 'unsatisfiable') return { size, range: wanted, body: null };
      const body = await storage.read(key, wanted ?? undefined);
      return body ? { size, range: wanted, body } : null;
    },

    async check() {
      await storage.check();
    },
  };
}
