import {
  filesImage,
  filesImageFile,
  filesImages,
  filesRemove,
  filesStatus,
  filesVideo,
  filesVideoFile,
} from '@myeolgong/contract/endpoints';
import multipart from '@fastify/multipart';
import {
  fileKinds,
  fileMessages as m,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGES_PER_UPLOAD,
  uploadFields,
  VIDEO_EXTENSIONS,
  type FileDeleted,
  type FilesStatus,
  type UploadedFile,
  type UploadedFiles,
} from '@myeolgong/contract/files';
import { ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound, serviceUnavailable } from '../../lib/errors';
import { parseRange } from './byte-range';
import { imageKey, parseImageName, parseVideoName, videoKey } from './file-names';
import { presentFile } from './files.service';
import { type ProcessedImage } from './image-processing';
import { drain, readCapped, readingMultipart } from './upload-parts';

const UploadedFileSchema: z.ZodType<UploadedFile> = z.object({
  success: z.literal(true),
  fileUrl: z.string(),
  url: z.string(),
  fileName: z.string(),
  message: z.string(),
  kind: z.enum(fileKinds),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.object({ webp: z.string(), small: z.string() }).nullable(),
});
const UploadedFilesSchema: z.ZodType<UploadedFiles> = z.object({
  success: z.literal(true),
  message: z.string(),
  urls: z.array(z.string()),
  fileUrls: z.array(z.string()),
  data: z.array(UploadedFileSchema),
});
const FilesStatusSchema: z.ZodType<FilesStatus> = z.object({
  success: z.literal(true),
  message: z.string(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
  maxVideoBytes: z.number().int(),
  imageExtensions: z.array(z.string()).readonly(),
  videoExtensions: z.array(z.string()).readonly(),
});
const FileDeletedSchema: z.ZodType<FileDeleted> = z.object({
  success: z.literal(true),
  message: z.string(),
});

const uploadErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};
const secured = [{ bearerAuth: [] }];
const multipartBody = {
  consumes: ['multipart/form-data'],
  description: 'multipart/form-data',
};
const NameParams = z.object({ name: z.string().max(200) });

/** A year: every name is generated once and never gets other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Uploads are data, never documents: nothing in them may run, even if opened directly. */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const imageTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', m.imageTooLarge);

/**
 * Uploads (SPEC.md §7 'Files'): images re-encoded, videos streamed to storage, both served with
 * long-lived caching and range requests. Multipart parsing is registered here only.
 */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.files;
  await app.register(multipart, {
    limits: { fieldNameSize: 100, fieldSize: 4096, fields: 20, headerPairs: 100, parts: 40 },
  });
  const tags = ['files'];

  /** Reads image parts of `field`, each checked and re-encoded as it arrives. */
  async function readImages(request: FastifyRequest, field: string, max: number) {
    const images: ProcessedImage[] = [];
    await readingMultipart(async () => {
      const parts = request.parts({
        limits: { fileSize: IMAGE_MAX_BYTES + 1, files: max + 1 },
      });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== field || (max === 1 && images.length === 1)) {
          await drain(part.file);
          continue;
        }
        if (images.length === max) throw badRequest(m.tooManyImages);
        const data = await readCapped(part.file, IMAGE_MAX_BYTES, imageTooLarge);
        images.push(await service.processImage(data));
      }
    }, imageTooLarge);
    if (images.length === 0) throw badRequest(m.fileRequired);
    return images;
  }

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    name: string,
    mime: string,
  ) {
    const etag = `"${name}"`;
    // If-Range (RFC 9110 §13.1.5): a range of another version of the file is no range at all.
    // Stored files never change under a name, so only a different validator can fail to match.
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
    const opened = await service.open(key, (size) => parseRange(range, size));
    if (!opened) throw notFound(m.notFound);
    reply.headers({
      etag,
      'accept-ranges': 'bytes',
      'content-disposition': `inline; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    });
    if (opened.range === 'unsatisfiable') {
      // An error about this request, not the file: nothing to keep for a year.
      reply.header('content-range', `bytes */${opened.size}`).header('cache-control', 'no-store');
      throw new AppError(416, 'BAD_REQUEST', m.rangeNotSatisfiable);
    }
    reply.header('cache-control', IMMUTABLE);
    if (request.headers['if-none-match'] === etag && !opened.range) {
      opened.body.destroy();
      return reply.status(304).send();
    }
    reply.type(mime);
    if (opened.range) {
      const { start, end } = opened.range;
      reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${opened.size}`)
        .header('content-length', String(end - start + 1));
    } else {
      reply.header('content-length', String(opened.size));
    }
    return reply.send(opened.body);
  }

  app.get(
    filesStatus.path,
    {
      schema: {
        tags,
        summary: '파일 서비스 연결 확인과 업로드 한도',
        response: { 200: FilesStatusSchema, 503: ErrorResponse },
      },
    },
    async (request) => {
      try {
        await service.check();
      } catch (error) {
        request.log.error({ err: error }, 'file storage unreachable');
        throw serviceUnavailable();
      }
      return {
        success: true as const,
        message: m.ready,
        maxImages: IMAGES_PER_UPLOAD,
        maxImageBytes: IMAGE_MAX_BYTES,
        maxVideoBytes: service.videoMaxBytes,
        imageExtensions: IMAGE_EXTENSIONS,
        videoExtensions: VIDEO_EXTENSIONS,
      };
    },
  );

  app.post(
    filesImage.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '이미지 1개 업로드 (multipart 필드 file)',
        ...multipartBody,
        response: { 201: UploadedFileSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      await service.admit(request.viewer!, 'image');
      const images = await readImages(request, uploadFields.image, 1);
      const [row] = await service.storeImages(request.viewer!, images);
      return reply.status(201).send(presentFile(row!));
    },
  );

  app.post(
    filesImages.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: `이미지 여러 개 업로드 (multipart 필드 files, 최대 ${IMAGES_PER_UPLOAD}개)`,
        ...multipartBody,
        response: { 201: UploadedFilesSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      await service.admit(request.viewer!, 'image');
      const images = await readImages(request, uploadFields.images, IMAGES_PER_UPLOAD);
      const rows = await service.storeImages(request.viewer!, images);
      const data = rows.map((row) => presentFile(row));
      const urls = data.map((d) => d.fileUrl);
      return reply.status(201).send({
        success: true,
        message: m.imagesUploaded(rows.length),
        urls,
        fileUrls: urls,
        data,
      });
    },
  );

  app.post(
    filesVideo.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '동영상 업로드 (multipart 필드 file, 저장소로 바로 흘려 보냄)',
        ...multipartBody,
        response: { 201: UploadedFileSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      await service.admit(viewer, 'video');
      const declared = Number(request.headers['content-length']);
      // A body far over the limit is refused before a byte of it is stored.
      if (Number.isFinite(declared) && declared > service.videoMaxBytes + 64 * 1024) {
        throw new AppError(
          413,
          'PAYLOAD_TOO_LARGE',
          m.videoTooLarge(declared, service.videoMaxBytes),
        );
      }
      const row = await readingMultipart(async () => {
        let stored: Awaited<ReturnType<typeof service.storeVideo>> | null = null;
        const parts = request.parts({
          limits: { fileSize: service.videoMaxBytes + 1, files: 2 },
        });
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== uploadFields.video || stored) {
            await drain(part.file);
            continue;
          }
          stored = await service.storeVideo(viewer, part.file);
        }
        return stored;
      }, service.videoTooLarge);
      if (!row) throw badRequest(m.fileRequired);
      return reply.status(201).send(presentFile(row));
    },
  );

  /** GET of a stored file: its bytes whole or a range, or an error (416 for a range past its end). */
  const fileResponses = (mime: string) => {
    const bytes = {
      content: { [mime]: { schema: z.string().meta({ format: 'binary' }) } },
    };
    return {
      200: { description: '파일 전체', ...bytes },
      206: { description: 'Range 요청의 구간 (If-Range가 다른 판이면 200으로 전체)', ...bytes },
      400: ErrorResponse,
      404: ErrorResponse,
      416: ErrorResponse,
    };
  };

  app.get(
    filesImageFile.path,
    {
      // Images and videos are compressed already; ranges must stay byte-exact.
      compress: false,
      schema: {
        tags,
        summary: '업로드한 이미지 (변형: {id}.webp, {id}-w800.webp)',
        params: NameParams,
        response: fileResponses('image/*'),
      },
    },
    async (request, reply) => {
      const parsed = parseImageName(request.params.name);
      if (!parsed) throw badRequest(m.invalidFileUrl);
      return serve(request, reply, imageKey(request.params.name), request.params.name, parsed.mime);
    },
  );

  app.get(
    filesVideoFile.path,
    {
      compress: false,
      schema: {
        tags,
        summary: '업로드한 동영상 (HTTP Range 지원)',
        params: NameParams,
        response: fileResponses('video/*'),
      },
    },
    async (request, reply) => {
      const parsed = parseVideoName(request.params.name);
      if (!parsed) throw badRequest(m.invalidFileUrl);
      return serve(request, reply, videoKey(request.params.name), request.params.name, parsed.mime);
    },
  );

  app.delete(
    filesRemove.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: secured,
        summary: '업로드 삭제 (올린 사람 또는 관리자)',
        querystring: z.object({ fileUrl: z.string({ error: m.invalidFileUrl }).max(4096) }),
        response: {
          200: FileDeletedSchema,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => service.remove(request.query.fileUrl, request.viewer!),
  );
};

export default filesRoutes;
