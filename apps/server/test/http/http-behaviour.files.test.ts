import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileMessages as m } from '@myeolgong/contract/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';
import { png } from '../images';
import { fakeMp4, multipart, type Part } from '../multipart';
import { registerUser } from '../users';

// The HTTP test (CONTRACT.md 'HTTP behaviour'), part two: what is served as files. The web
// build's precompressed assets, and stored uploads' byte ranges with If-Range and 416.
// Part one (API answers) is http-behaviour.test.ts, part three (the documents)
// http-behaviour.documents.test.ts.
let t: TestApp;
let webRoot: string;
let member: Awaited<ReturnType<typeof registerUser>>;
let logo: Buffer;
/** What the build writes for a text asset: the file, and its .br and .gz beside it. */
const script = `console.log(${JSON.stringify('빌드 결과 '.repeat(200))});\n`;
// The compressed copies say something else on purpose: the answer shows which bytes were sent.
const brCopy = brotliCompressSync(Buffer.from('/* br copy */'));
const gzCopy = gzipSync(Buffer.from('/* gz copy */'));

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'myeolgong-http-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await mkdir(path.join(webRoot, 'assets'));
  const asset = path.join(webRoot, 'assets', 'main-abc123.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brCopy);
  await writeFile(`${asset}.gz`, gzCopy);
  // An image: compressed already, the build writes no copies and nothing compresses it again.
  logo = await png();
  await writeFile(path.join(webRoot, 'assets', 'logo-def456.png'), logo);
  t = await buildTestApp({}, { webRoot });
  member = await registerUser(t.app, { nickname: '파일검사' });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('precompressed static assets', () => {
  const url = '/assets/main-abc123.js';

  it("sends the build's .br or .gz as the client accepts, with Content-Encoding and Vary", async () => {
    for (const [accept, encoding, bytes] of [
      ['br, gzip', 'br', brCopy],
      ['gzip, deflate', 'gzip', gzCopy],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(String(res.headers['content-type']), accept).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The build's file as it is, not compressed again on the way.
      expect(res.rawPayload.equals(bytes), accept).toBe(true);
    }
  });

  it('sends the plain file to a client that accepts no encoding, and images as they are', async () => {
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const image = await t.app.inject({
      url: '/assets/logo-def456.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(logo)).toBe(true);
  });
});

const upload = (url: string, part: Part) => {
  const body = multipart([part]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...member.auth },
  });
};

describe('byte ranges of stored files: If-Range and 416', () => {
  const video = fakeMp4(50_000);
  const stored: { label: string; url: string; bytes: Buffer }[] = [];

  beforeAll(async () => {
    const clip = await upload('/files/videos', {
      field: 'file',
      filename: 'clip.mp4',
      type: 'video/mp4',
      data: video,
    });
    expect(clip.statusCode).toBe(201);
    stored.push({ label: 'a video', url: clip.json().fileUrl, bytes: video });
    const image = await upload('/api/files/image', {
      field: 'file',
      filename: 'photo.png',
      type: 'image/png',
      data: await png(),
    });
    expect(image.statusCode).toBe(201);
    const url = image.json().fileUrl as string;
    const bytes = (await t.app.inject({ url })).rawPayload;
    stored.push({ label: 'an image', url, bytes });
  });

  it('honours If-Range: the range for this version, the whole file for another', async () => {
    for (const { label, url, bytes } of stored) {
      const whole = await t.app.inject({ url });
      const etag = String(whole.headers.etag);
      expect(etag, label).toMatch(/^"/);
      const same = await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': etag } });
      expect(same.statusCode, label).toBe(206);
      expect(same.headers['content-range'], label).toBe(`bytes 0-9/${bytes.length}`);
      expect(same.rawPayload.equals(bytes.subarray(0, 10)), label).toBe(true);
      // Another version's validator, or a weak one (If-Range compares strongly): the whole file.
      for (const validator of ['"another-version"', `W/${etag}`]) {
        const other = await t.app.inject({
          url,
          headers: { range: 'bytes=0-9', 'if-range': validator },
        });
        expect(other.statusCode, `${label} ${validator}`).toBe(200);
        expect(other.headers['content-range'], label).toBeUndefined();
        expect(other.rawPayload.equals(bytes), label).toBe(true);
      }
    }
  });

  it('answers an unsatisfiable range 416 in Korean, without the immutable header', async () => {
    for (const { label, url, bytes } of stored) {
      const ok = await t.app.inject({ url });
      expect(ok.headers['cache-control'], label).toBe('public, max-age=31536000, immutable');
      const beyond = await t.app.inject({ url, headers: { range: `bytes=${bytes.length}-` } });
      expect(beyond.statusCode, label).toBe(416);
      expect(beyond.headers['content-range'], label).toBe(`bytes */${bytes.length}`);
      expect(beyond.json(), label).toMatchObject({ success: false, status: 416 });
      expect(beyond.json().message, label).toBe(m.rangeNotSatisfiable);
      // An error about this request: not to be kept for a year like the file.
      expect(beyond.headers['cache-control'], label).not.toMatch(/immutable|max-age|public/);
    }
  });
});
