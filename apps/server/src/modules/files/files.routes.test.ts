import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileMessages as m } from '@myeolgong/contract/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  bmp,
  cleanSvg,
  exifJpeg,
  gif,
  handlerSvg,
  png,
  scriptSvg,
  webp,
} from '../../../test/images';
import { fakeMp4, multipart, type Part } from '../../../test/multipart';
import { registerUser } from '../../../test/users';

const VIDEO_LIMIT = 256 * 1024;
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let admin: Member;
let pngBytes: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ VIDEO_MAX_BYTES: String(VIDEO_LIMIT) });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  admin = await registerUser(t.app);
  pngBytes = await png();
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(async () => t.close());

/** Every stored object under DATA_DIR/uploads, temp files included. */
async function stored(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}
const fileRows = async () =>
  (await t.database.db.selectFrom('files').select('id').execute()).length;

const upload = (url: string, parts: Part[], who: Member | null = alice) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(who?.auth ?? {}) },
  });
};
const image = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({
  field: 'file',
  filename,
  type,
  data,
});

/** Runs a refused request and proves it left no object and no row behind. */
async function refused(
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  message?: string,
) {
  const before = { files: await stored(), rows: await fileRows() };
  const res = await request();
  expect(res.statusCode).toBe(status);
  const body = res.json() as { success: boolean; message: string };
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/[가-힣]/);
  if (message) expect(body.message).toBe(message);
  expect(await stored()).toEqual(before.files);
  expect(await fileRows()).toBe(before.rows);
}

describe('GET /api/files', () => {
  it('answers the connectivity check with the limits', async () => {
    const res = await t.app.inject({ url: '/api/files' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      maxImages: 5,
      maxImageBytes: 20 * 1024 * 1024,
      maxVideoBytes: VIDEO_LIMIT,
    });
  });
});

describe('POST /api/files/image', () => {
  it('needs a signed-in member', async () => {
    await refused(() => upload('/api/files/image', [image(Buffer.from('x'))], null), 401);
  });

  it('re-encodes a photo: orientation applied, EXIF and GPS gone, WebP and small variants', async () => {
    const original = await exifJpeg();
    expect(original.includes(Buffer.from('Secret Model'))).toBe(true);
    const res = await upload('/api/files/image', [image(original, '../../../etc/passwd.jpg')]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      kind: 'image',
      mime: 'image/jpeg',
      width: 200,
      height: 300,
    });
    expect(body.fileUrl).toMatch(/^\/api\/files\/images\/[0-9a-f]{28}\.jpg$/);
    expect(body.url).toBe(body.fileUrl);
    expect(body.fileName).toBe(body.fileUrl.split('/').pop());
    expect(body.fileName).not.toContain('passwd');

    const served = await t.app.inject({ url: body.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${body.fileName}"`);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers.etag).toBe(`"${body.fileName}"`);
    const bytes = served.rawPayload;
    expect(bytes.includes(Buffer.from('Secret Model'))).toBe(false);
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 300]);

    const webpVariant = await t.app.inject({ url: body.variants.webp });
    expect(webpVariant.statusCode).toBe(200);
    expect(webpVariant.headers['content-type']).toBe('image/webp');
    const small = await t.app.inject({ url: body.variants.small });
    expect((await sharp(small.rawPayload).metadata()).format).toBe('webp');

    const again = await t.app.inject({
      url: body.fileUrl,
      headers: { 'if-none-match': `"${body.fileName}"` },
    });
    expect(again.statusCode).toBe(304);
    // Nothing was written outside the uploads folder, whatever the member's file name said.
    expect(
      (await stored()).every((f) => /^images\/[0-9a-f]{28}(-w800)?\.(jpg|webp)$/.test(f)),
    ).toBe(true);
  });

  it('caps the small variant at 800 px wide and keeps a WebP upload as WebP', async () => {
    const res = await upload('/api/files/image', [image(await webp(), 'wide.webp', 'image/webp')]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.mime).toBe('image/webp');
    expect(body.variants.webp).toBe(body.fileUrl);
    const small = await t.app.inject({ url: body.variants.small });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(800);
  });

  it.each([
    ['PNG', () => png(), 'image/png'],
    ['GIF', () => gif(), 'image/gif'],
    ['BMP (stored as PNG)', async () => bmp(), 'image/png'],
    ['SVG without script (rasterised to PNG)', async () => cleanSvg, 'image/png'],
  ])('accepts %s', async (_label, make, mime) => {
    const res = await upload('/api/files/image', [image(await make(), 'picture.bin')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().mime).toBe(mime);
    const served = await t.app.inject({ url: res.json().fileUrl });
    expect(served.headers['content-type']).toBe(mime);
  });

  it('refuses a text file named .png (415)', async () => {
    await refused(
      () =>
        upload('/api/files/image', [
          image(Buffer.from('hello, not an image'), 'a.png', 'image/png'),
        ]),
      415,
      m.imagesOnly,
    );
  });

  it('refuses an executable named .png (415)', async () => {
    const elf = Buffer.concat([Buffer.from('7f454c4602010100', 'hex'), Buffer.alloc(512)]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
    await refused(() => upload('/api/files/image', [image(elf, 'run.png', 'image/png')]), 415);
    await refused(() => upload('/api/files/image', [image(exe, 'setup.png', 'image/png')]), 415);
  });

  it('refuses polyglots: an image carrying script or an archive (415)', async () => {
    const gifWithScript = Buffer.concat([await gif(), Buffer.from('<script>alert(1)</script>')]);
    await refused(
      () => upload('/api/files/image', [image(gifWithScript, 'a.gif')]),
      415,
      m.activeContent,
    );
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(40),
      Buffer.from('PK\x05\x06', 'latin1'),
      Buffer.alloc(18),
    ]);
    await refused(
      () => upload('/api/files/image', [image(Buffer.concat([pngBytes, zip]), 'a.png')]),
      415,
    );
    await refused(
      () =>
        upload('/api/files/image', [
          image(Buffer.concat([pngBytes, Buffer.from('junk')]), 'b.png'),
        ]),
      415,
      m.damagedImage,
    );
  });

  it('refuses an SVG with script or event handlers (415)', async () => {
    for (const svg of [scriptSvg, handlerSvg]) {
      await refused(
        () => upload('/api/files/image', [image(svg, 'logo.svg', 'image/svg+xml')]),
        415,
        m.activeContent,
      );
    }
  });

  it('refuses a 0-byte file (400)', async () => {
    await refused(() => upload('/api/files/image', [image(Buffer.alloc(0))]), 400, m.emptyFile);
  });

  it('refuses an image over 20 MB (413)', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024)]);
    await refused(() => upload('/api/files/image', [image(big, 'big.png')]), 413, m.imageTooLarge);
  });

  it('refuses a request without a file part (400)', async () => {
    await refused(
      () => upload('/api/files/image', [{ field: 'title', data: '제목' }]),
      400,
      m.fileRequired,
    );
    await refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/files/image',
          headers: alice.auth,
          payload: { file: 'x' },
        }),
      400,
    );
  });

  it('refuses a truncated multipart body (400), never a 500', async () => {
    const body = multipart([image(await png(), 'cut.png')]);
    const cut = body.payload.subarray(0, body.payload.length - 40);
    await refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/files/image',
          payload: cut,
          headers: { ...body.headers, ...alice.auth },
        }),
      400,
      m.truncated,
    );
    const headerOnly = body.payload.subarray(0, 60);
    await refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/files/image',
          payload: headerOnly,
          headers: { ...body.headers, ...alice.auth },
        }),
      400,
    );
  });
});

describe('POST /api/files/images', () => {
  it('stores up to five images and lists their addresses', async () => {
    const files = [await png(), await gif()].map((data, i) => ({
      field: 'files',
      filename: `${i}.img`,
      data,
    }));
    const res = await upload('/api/files/images', files);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.urls).toHaveLength(2);
    expect(body.fileUrls).toEqual(body.urls);
    expect(body.data.map((d: { fileUrl: string }) => d.fileUrl)).toEqual(body.urls);
    expect(body.urls[0]).toMatch(/\.png$/);
    expect(body.urls[1]).toMatch(/\.gif$/);
  });

  it('refuses a sixth image and keeps none of the request (400)', async () => {
    const one = await png();
    const files = Array.from({ length: 6 }, (_, i) => ({
      field: 'files',
      filename: `${i}.png`,
      data: one,
    }));
    await refused(() => upload('/api/files/images', files), 400, m.tooManyImages);
  });

  it('keeps none of the request when one image of it is refused (415)', async () => {
    const files = [
      { field: 'files', filename: 'ok.png', data: await png() },
      { field: 'files', filename: 'bad.png', data: Buffer.from('plain text') },
    ];
    await refused(() => upload('/api/files/images', files), 415);
  });
});

describe('POST /files/videos and GET /api/files/videos/{name}', () => {
  let videoUrl = '';
  const video = fakeMp4(100_000);

  it('streams a video to storage and serves it with range requests', async () => {
    const res = await upload('/files/videos', [
      { field: 'file', filename: 'clip.mp4', type: 'video/mp4', data: video },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      kind: 'video',
      mime: 'video/mp4',
      size: video.length,
    });
    expect(body.fileUrl).toMatch(/^\/api\/files\/videos\/[0-9a-f]{28}\.mp4$/);
    videoUrl = body.fileUrl;

    const whole = await t.app.inject({ url: videoUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await t.app.inject({ url: videoUrl, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${video.length}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.equals(video.subarray(10, 20))).toBe(true);

    const tail = await t.app.inject({ url: videoUrl, headers: { range: 'bytes=-5' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 5))).toBe(true);

    const open = await t.app.inject({
      url: videoUrl,
      headers: { range: `bytes=${video.length - 3}-` },
    });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toHaveLength(3);

    // If-Range and 416: the HTTP test (test/http/http-behaviour.files.test.ts).
    const etag = String(whole.headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url: videoUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-length']).toBe(String(video.length));
  });

  it('refuses a file that is not a video (415)', async () => {
    await refused(
      () =>
        upload('/files/videos', [
          { field: 'file', filename: 'movie.mp4', type: 'video/mp4', data: 'not a video at all' },
        ]),
      415,
      m.videosOnly,
    );
    await refused(
      () => upload('/files/videos', [{ field: 'file', filename: 'a.mp4', data: pngBytes }]),
      415,
    );
  });

  it('refuses a video over VIDEO_MAX_BYTES while streaming, leaving nothing behind (413)', async () => {
    const big = fakeMp4(VIDEO_LIMIT + 10_000);
    const body = multipart([{ field: 'file', filename: 'big.mp4', type: 'video/mp4', data: big }]);
    // Sent without a length, so the server only finds out while storing the stream.
    await refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/files/videos',
          payload: Readable.from([
            body.payload.subarray(0, 100_000),
            body.payload.subarray(100_000),
          ]),
          headers: { ...body.headers, ...alice.auth, 'transfer-encoding': 'chunked' },
        }),
      413,
      m.videoTooLarge(null, VIDEO_LIMIT),
    );
  });

  it('refuses at once a body whose length says it is over the limit (413)', async () => {
    const big = fakeMp4(VIDEO_LIMIT + 200_000);
    await refused(
      () => upload('/files/videos', [{ field: 'file', filename: 'big.mp4', data: big }]),
      413,
    );
  });

  it('refuses a truncated video upload, leaving nothing behind (400)', async () => {
    const body = multipart([{ field: 'file', filename: 'cut.mp4', data: fakeMp4(150_000) }]);
    await refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/files/videos',
          payload: body.payload.subarray(0, 120_000),
          headers: { ...body.headers, ...alice.auth },
        }),
      400,
      m.truncated,
    );
  });

  it('refuses an empty video (400) and answers 404 for an unknown one', async () => {
    await refused(
      () => upload('/files/videos', [{ field: 'file', filename: 'e.mp4', data: Buffer.alloc(0) }]),
      400,
      m.emptyFile,
    );
    const res = await t.app.inject({ url: `/api/files/videos/${'a'.repeat(28)}.mp4` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/files/images/{name}', () => {
  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '..%2F..%2F..%2Fpackage.json',
    '%2e%2e%2fsecret.png',
    'photo.svg',
    'PHOTO.JPG',
  ])('refuses the name %s (400) without touching the disk', async (name) => {
    const res = await t.app.inject({ url: `/api/files/images/${name}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.invalidFileUrl);
  });

  it('answers 404 for a well-formed name nobody uploaded', async () => {
    const res = await t.app.inject({ url: `/api/files/images/${'0'.repeat(28)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
  });
});

describe('DELETE /files?fileUrl=', () => {
  async function alicesImage() {
    const res = await upload('/api/files/image', [image(await png(), 'mine.png')]);
    return res.json() as { fileUrl: string; variants: { webp: string; small: string } };
  }
  const remove = (fileUrl: string, who: Member | null) =>
    t.app.inject({
      method: 'DELETE',
      url: `/files?fileUrl=${encodeURIComponent(fileUrl)}`,
      headers: who?.auth ?? {},
    });

  it('lets the owner remove an upload with its variants', async () => {
    const { fileUrl, variants } = await alicesImage();
    await refused(() => remove(fileUrl, null), 401);
    await refused(() => remove(fileUrl, bob), 403, m.noDeletePermission);
    const res = await remove(`http://localhost:8080${fileUrl}`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: m.deleted });
    for (const url of [fileUrl, variants.webp, variants.small]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
    expect((await remove(fileUrl, alice)).statusCode).toBe(404);
  });

  it('lets an admin remove anyone’s upload, also by a variant address', async () => {
    const { fileUrl, variants } = await alicesImage();
    const res = await remove(variants.small, admin);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: fileUrl })).statusCode).toBe(404);
  });

  it('removes videos too', async () => {
    const video = await upload('/files/videos', [
      { field: 'file', filename: 'v.webm', data: fakeMp4(1000) },
    ]);
    const res = await remove(video.json().fileUrl, alice);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: video.json().fileUrl })).statusCode).toBe(404);
  });

  it.each(['/etc/passwd', '../../x.png', 'https://example.com/a.png', '', '/api/files/images/'])(
    'refuses the fileUrl %j (400)',
    async (fileUrl) => {
      const res = await remove(fileUrl, alice);
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('upload rate limit', () => {
  it('answers 429 with Retry-After past the limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT: 'on' });
    try {
      const member = await registerUser(limited.app);
      const body = multipart([{ field: 'title', data: 'x' }]);
      let last = 0;
      for (let i = 0; i < 61; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/files/image',
          payload: body.payload,
          headers: { ...body.headers, ...member.auth },
        });
        last = res.statusCode;
        if (last === 429) {
          expect(res.headers['retry-after']).toBeDefined();
          expect(res.json().message).toMatch(/업로드가 너무 많습니다/);
        }
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
