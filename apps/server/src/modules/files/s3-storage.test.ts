import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { fileMessages as m } from '@myeolgong/contract/files';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { exifJpeg } from '../../../test/images';
import { fakeMp4, multipart } from '../../../test/multipart';
import { registerUser } from '../../../test/users';

// The S3 adapter against a local S3-compatible server (s3rver) started by this test.
const BUCKET = 'uploads-test';
const VIDEO_LIMIT = 12 * 1024 * 1024;
let s3: S3rver;
let s3Dir: string;
let client: S3Client;
let t: TestApp;
let member: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  t = await buildTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    VIDEO_MAX_BYTES: String(VIDEO_LIMIT),
  });
  member = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

async function keys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

const post = (url: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...member.auth },
  });

describe('S3-compatible storage', () => {
  it('answers the connectivity check through the bucket', async () => {
    expect((await t.app.inject({ url: '/api/files' })).statusCode).toBe(200);
  });

  it('stores an image and its variants in the bucket and serves them', async () => {
    const res = await post(
      '/api/files/image',
      multipart([{ field: 'file', filename: 'p.jpg', data: await exifJpeg() }]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const id = body.fileName.replace('.jpg', '');
    expect(await keys()).toEqual(
      [`images/${id}.jpg`, `images/${id}.webp`, `images/${id}-w800.webp`].sort(),
    );
    const served = await t.app.inject({ url: body.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/files?fileUrl=${encodeURIComponent(body.fileUrl)}`,
      headers: member.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await keys()).toEqual([]);
    expect((await t.app.inject({ url: body.fileUrl })).statusCode).toBe(404);
  });

  it('streams a video in several parts (multipart upload) and serves ranges from the bucket', async () => {
    const video = fakeMp4(9 * 1024 * 1024);
    const res = await post(
      '/files/videos',
      multipart([{ field: 'file', filename: 'v.mp4', type: 'video/mp4', data: video }]),
    );
    expect(res.statusCode).toBe(201);
    const { fileUrl, fileName } = res.json();
    expect(await keys()).toEqual([`videos/${fileName}`]);
    const part = await t.app.inject({ url: fileUrl, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const beyond = await t.app.inject({
      url: fileUrl,
      headers: { range: `bytes=${video.length + 1}-` },
    });
    expect(beyond.statusCode).toBe(416);
    await t.app.inject({
      method: 'DELETE',
      url: `/files?fileUrl=${encodeURIComponent(fileUrl)}`,
      headers: member.auth,
    });
    expect(await keys()).toEqual([]);
  });

  it('leaves nothing in the bucket when a streamed video goes over the limit', async () => {
    const body = multipart([{ field: 'file', filename: 'big.mp4', data: fakeMp4(VIDEO_LIMIT) }]);
    const chunks = [];
    for (let at = 0; at < body.payload.length; at += 1024 * 1024) {
      chunks.push(body.payload.subarray(at, at + 1024 * 1024));
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/files/videos',
      payload: Readable.from(chunks),
      headers: { ...body.headers, ...member.auth, 'transfer-encoding': 'chunked' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(m.videoTooLarge(null, VIDEO_LIMIT));
    expect(await keys()).toEqual([]);
    expect(await t.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
  });

  it('leaves nothing in the bucket when the upload is cut off', async () => {
    const body = multipart([{ field: 'file', filename: 'cut.mp4', data: fakeMp4(9_000_000) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/files/videos',
      payload: body.payload.subarray(0, 8_800_000),
      headers: { ...body.headers, ...member.auth },
    });
    expect(res.statusCode).toBe(400);
    expect(await keys()).toEqual([]);
  });
});
