import { Readable } from 'node:stream';
import { lazy } from '../../lib/lazy';
import type { ByteRange, FileStorage } from './file-storage';

// The AWS SDK is large: it loads when the storage is first used, not at the server's start.
const loadSdk = lazy(async () => {
  const [s3, storage] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  return { s3, Upload: storage.Upload };
});

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === 'NotFound' ||
    e.name === 'NoSuchKey' ||
    e.$metadata?.httpStatusCode === 404 ||
    e.$metadata?.httpStatusCode === 416
  );
}

/** Uploads in an S3-compatible bucket (AWS, MinIO, R2, …), path-style addressing. */
export function s3Storage(options: S3Options): FileStorage {
  const connect = lazy(async () => {
    const { s3, Upload } = await loadSdk();
    const client = new s3.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
    return { s3, Upload, client };
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async putStream(key, body, contentType) {
      const { s3, Upload, client } = await connect();
      // Multipart upload in 8 MB parts: memory stays bounded whatever the file's size.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // A single-part upload that failed stored nothing; remove anyway in case it raced.
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        body.destroy();
        throw error;
      }
    },
    async size(key) {
      const { s3, client } = await connect();
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange) {
      const { s3, client } = await connect();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      const { s3, client } = await connect();
      await client.send(new s3.HeadBucketCommand({ Bucket }));
    },
  };
}
