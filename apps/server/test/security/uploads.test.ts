// Issue #18 point 8: a decompression bomb is refused from its header without the memory jump,
// image jobs queue per process with a bounded queue, members have a daily quota, and uploads no
// post uses are removed after a day by a periodic job that several instances may run.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileMessages as m } from '@myeolgong/contract/files';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { uploadIdsIn } from '../../src/lib/upload-refs';
import { filesRepository } from '../../src/modules/files/files.repository';
import { seoulDayStart } from '../../src/lib/seoul-day';
import { imageJobs } from '../../src/modules/files/image-jobs';
import { localStorage } from '../../src/modules/files/local-storage';
import { uploadCleanup } from '../../src/modules/files/upload-cleanup';
import { buildTestApp, type TestApp } from '../app';
import { createTestDatabase } from '../database';
import { bmp, pixelBombPng, png } from '../images';
import { fakeMp4, multipart } from '../multipart';
import { registerUser } from '../users';

type Member = Awaited<ReturnType<typeof registerUser>>;
const MB = 1024 * 1024;
const HOUR = 3_600_000;

function uploader(t: TestApp) {
  return (member: Member, data: Buffer, url = '/api/files/image', type = 'image/png') => {
    const body = multipart([{ field: 'file', filename: 'a.bin', type, data }]);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...member.auth },
    });
  };
}

/** Every stored object under DATA_DIR/uploads. */
async function stored(t: TestApp): Promise<string[]> {
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

/** A PNG of random pixels: slow enough to encode that concurrent uploads overlap. */
const noisePng = (side: number) => {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

/** Default settings (the pixel cap, the clean-up called directly). */
let t: TestApp;
/** One image job at a time, one waiting, a 4 MP cap. */
let busy: TestApp;
/**
 * A small daily quota, and the clean-up running every second by itself: built on first use, after
 * the pixel bomb is measured (its sweeps must not run meanwhile).
 */
let quota: TestApp;
const quotaApp = async () =>
  (quota ??= await buildTestApp({
    UPLOAD_DAILY_QUOTA_FILES: '2',
    UPLOAD_DAILY_QUOTA_MB: '1',
    VIDEO_MAX_BYTES: String(4 * MB),
    UPLOAD_CLEANUP_INTERVAL_SECONDS: '1',
  }));

beforeAll(async () => {
  t = await buildTestApp();
  busy = await buildTestApp({
    IMAGE_JOBS_CONCURRENCY: '1',
    IMAGE_JOBS_QUEUE: '1',
    IMAGE_MAX_PIXELS: '4000000',
  });
});
afterAll(async () => {
  await Promise.all([t?.close(), busy?.close(), quota?.close()]);
});

describe('image pixel cap (IMAGE_MAX_PIXELS)', () => {
  let member: Member;
  let upload: ReturnType<typeof uploader>;

  beforeAll(async () => {
    member = await registerUser(t.app);
    upload = uploader(t);
  });

  it('refuses the 7000×7000 PNG bomb from its header, without the memory jump of decoding it', async () => {
    const bomb = await pixelBombPng(7000, 7000);
    expect(bomb.length).toBeLessThan(1 * MB);
    // sharp and the upload path loaded and warmed up first, so only the bomb is measured.
    expect((await upload(member, await png())).statusCode).toBe(201);
    const before = await stored(t);

    globalThis.gc?.();
    const start = process.memoryUsage.rss();
    let peak = start;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 2);
    const res = await upload(member, bomb);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());

    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: m.imageTooManyPixels(7000, 7000, 1, 25_000_000),
    });
    // Decoding it costs about 290 MB (7000 × 7000 × 3 bytes, plus the encoders' copies).
    expect(peak - start).toBeLessThan(40 * MB);
    expect(await stored(t)).toEqual(before);
  });

  it('refuses a BMP whose header claims too many pixels, and keeps images under the cap', async () => {
    const huge = bmp();
    huge.writeInt32LE(8000, 18);
    huge.writeInt32LE(-8000, 22);
    const res = await upload(member, huge, '/api/files/image', 'image/bmp');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(m.imageTooManyPixels(8000, 8000, 1, 25_000_000));
    expect((await upload(member, await png(400, 300))).statusCode).toBe(201);
  });

  it('applies a lower cap from the environment', async () => {
    const someone = await registerUser(busy.app);
    const res = await uploader(busy)(someone, await png(2001, 2000));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(m.imageTooManyPixels(2001, 2000, 1, 4_000_000));
    expect((await uploader(busy)(someone, await png(2000, 2000))).statusCode).toBe(201);
  });
});

describe('image job queue (IMAGE_JOBS_CONCURRENCY, IMAGE_JOBS_QUEUE)', () => {
  it('runs at most N jobs at once, queues up to the bound and refuses the rest at once', async () => {
    const jobs = imageJobs({ concurrency: 2, queue: 1 });
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const job = () =>
      jobs.run(
        () =>
          new Promise<number>((resolve) => {
            running += 1;
            most = Math.max(most, running);
            gates.push(() => {
              running -= 1;
              resolve(running);
            });
          }),
      );
    const accepted = [job(), job(), job()];
    expect(jobs.active()).toBe(2);
    expect(jobs.waiting()).toBe(1);
    expect(jobs.full()).toBe(true);
    const refused = job();
    await expect(refused).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: m.imageJobsBusy(5),
      headers: { 'retry-after': '5' },
    });
    while (gates.length > 0 || running > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    expect(jobs.full()).toBe(false);
  });

  it('answers 503 with Retry-After and a Korean message when every slot and the queue are taken', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(busy.app)));
    const image = await noisePng(1500);
    const upload = uploader(busy);
    const answers = await Promise.all(members.map((member) => upload(member, image)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: m.imageJobsBusy(5),
      });
    }
    // Once the queue drains, uploads go through again.
    expect((await upload(members[0]!, await png())).statusCode).toBe(201);
  });
});

describe('daily upload quota (UPLOAD_DAILY_QUOTA_FILES, UPLOAD_DAILY_QUOTA_MB)', () => {
  let upload: ReturnType<typeof uploader>;
  beforeAll(async () => {
    upload = uploader(await quotaApp());
  });

  it('refuses the member over the file count with 429 until midnight in Seoul, not others', async () => {
    const alice = await registerUser(quota.app);
    const bob = await registerUser(quota.app);
    expect((await upload(alice, await png())).statusCode).toBe(201);
    expect((await upload(alice, await png())).statusCode).toBe(201);

    const now = Date.now();
    const res = await upload(alice, await png());
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    const untilMidnight = (seoulDayStart(new Date(now)).getTime() + 24 * HOUR - now) / 1000;
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThan(5);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'LIMIT_EXCEEDED',
      message: m.dailyQuotaExceeded('파일 2개', retryAfter),
    });
    expect(res.json().message).toContain('자정(한국 시간)');
    expect((await upload(bob, await png())).statusCode).toBe(201);

    // Yesterday's uploads (in Seoul) no longer count.
    const yesterday = new Date(seoulDayStart(new Date()).getTime() - 60_000);
    await sql`UPDATE files SET created_at = ${yesterday} WHERE owner_id = ${alice.user.id}`.execute(
      quota.database.db,
    );
    expect((await upload(alice, await png())).statusCode).toBe(201);
  });

  it('refuses a video that would pass the day’s megabytes, mid-stream, and stores nothing', async () => {
    const carol = await registerUser(quota.app);
    const before = await stored(quota);
    const res = await upload(carol, fakeMp4(Math.round(1.5 * MB)), '/files/videos', 'video/mp4');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(res.json().message).toBe(
      m.dailyQuotaExceeded('1MB', Number(res.headers['retry-after'])),
    );
    expect(await stored(quota)).toEqual(before);
    expect(
      (await upload(carol, fakeMp4(300 * 1024), '/files/videos', 'video/mp4')).statusCode,
    ).toBe(201);
  });
});

describe('removal of uploads no post uses (UPLOAD_UNATTACHED_HOURS)', () => {
  let member: Member;
  let upload: ReturnType<typeof uploader>;

  beforeAll(async () => {
    member = await registerUser(t.app);
    upload = uploader(t);
  });

  const age = (name: string, hours: number) =>
    sql`UPDATE files SET created_at = ${new Date(Date.now() - hours * HOUR)} WHERE name = ${name}`.execute(
      t.database.db,
    );
  const rowNames = async () =>
    (await t.database.db.selectFrom('files').select('name').execute()).map((r) => r.name).sort();
  const uploadOne = async () => {
    const res = await upload(member, await png(30 + Math.floor(Math.random() * 200), 20));
    expect(res.statusCode).toBe(201);
    return res.json() as { fileName: string; fileUrl: string; variants: { webp: string } };
  };
  const objectsOf = (name: string, all: string[]) =>
    all.filter((key) => key.includes(name.slice(0, 28)));
  const sweeper = () =>
    uploadCleanup({
      files: filesRepository(t.database.db),
      storage: localStorage(path.join(t.config.dataDir, 'uploads')),
      unattachedHours: 24,
    });

  it('removes an old unused upload from storage and the table, keeps used and young ones', async () => {
    const unused = await uploadOne();
    const inImages = await uploadOne();
    const inContent = await uploadOne();
    const variantInContent = await uploadOne();
    const young = await uploadOne();
    const boardIcon = await uploadOne();
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { boardName: 'free', title: '사진', type: 'IMAGE', images: [inImages.fileUrl] },
    });
    expect(post.statusCode).toBe(201);
    const html = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: {
        boardName: 'free',
        title: '본문 속 사진',
        content: `<p>글</p><img src="http://localhost:8080${inContent.fileUrl}"><img src="${variantInContent.variants.webp}">`,
      },
    });
    expect(html.statusCode).toBe(201);
    await t.database.db
      .updateTable('boards')
      .set({ icon_url: boardIcon.fileUrl })
      .where('name', '=', 'stock')
      .execute();
    for (const file of [unused, inImages, inContent, variantInContent, boardIcon]) {
      await age(file.fileName, 25);
    }
    await age(young.fileName, 23);
    const objectsBefore = await stored(t);
    expect(objectsOf(unused.fileName, objectsBefore)).toHaveLength(3);

    expect(await sweeper().sweep()).toBe(1);

    expect(await rowNames()).not.toContain(unused.fileName);
    expect(objectsOf(unused.fileName, await stored(t))).toEqual([]);
    for (const kept of [inImages, inContent, variantInContent, young, boardIcon]) {
      expect(await rowNames()).toContain(kept.fileName);
      expect(objectsOf(kept.fileName, await stored(t))).toHaveLength(3);
    }
    expect((await t.app.inject({ url: unused.fileUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: inImages.fileUrl })).statusCode).toBe(200);

    // Edited out of its post, an old upload goes with the next sweep.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post.json().id}`,
      headers: member.auth,
      payload: { boardName: 'free', title: '사진 없음', type: 'TEXT', content: '글만' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await sweeper().sweep()).toBe(1);
    expect(await rowNames()).not.toContain(inImages.fileName);
    expect(objectsOf(inImages.fileName, await stored(t))).toEqual([]);
  });

  it('removes each upload once when several instances sweep at the same time', async () => {
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await uploadOne()).fileName);
    for (const name of names) await age(name, 48);
    const removed = await Promise.all([sweeper().sweep(), sweeper().sweep(), sweeper().sweep()]);
    expect(removed.reduce((a, b) => a + b, 0)).toBe(4);
    for (const name of names) expect(await rowNames()).not.toContain(name);
  });

  it('runs by itself every UPLOAD_CLEANUP_INTERVAL_SECONDS', async () => {
    await quotaApp();
    const someone = await registerUser(quota.app);
    const res = await uploader(quota)(someone, await png());
    const name = res.json().fileName as string;
    await sql`UPDATE files SET created_at = now() - interval '25 hours' WHERE name = ${name}`.execute(
      quota.database.db,
    );
    const deadline = Date.now() + 10_000;
    let left = 1;
    while (left > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      left = (
        await quota.database.db.selectFrom('files').select('id').where('name', '=', name).execute()
      ).length;
    }
    expect(left).toBe(0);
  });

  it('finds the uploads of posts written before migration 0011 as the app does', async () => {
    const testDb = await createTestDatabase();
    const database = await openDatabase(testDb.target, 2);
    try {
      const all = await loadMigrations();
      await migrate(
        database.pool,
        all.filter((m) => m.name < '0011'),
      );
      const id = (n: number) =>
        `${n}`
          .repeat(28)
          .slice(0, 28)
          .replace(/[^0-9]/g, 'a');
      const [a, b, c, d] = ['0a1b2c3d4e5f60718293a4b5c6d7', id(1), id(2), id(3)];
      const content = `<img src="/api/files/images/${a}.png"> 그리고 https://x.example/api/files/images/${b}-w800.webp`;
      const images = [`/api/files/images/${c}.jpg`];
      const videoUrl = `/api/files/videos/${d}.mp4`;
      await database.pool.query(
        "INSERT INTO users (email, nickname) VALUES ('old@example.com', '옛회원')",
      );
      await database.pool.query(
        `INSERT INTO posts (board_id, author_id, type, title, content, images, video_url)
         SELECT 3, id, 'VIDEO', '옛 글', $1, $2, $3 FROM users`,
        [content, images, videoUrl],
      );
      await database.pool.query(
        "INSERT INTO posts (board_id, author_id, type, title, content) SELECT 3, id, 'TEXT', '글', '사진 없음 abc.png' FROM users",
      );
      await migrate(database.pool, all);
      const { rows } = await database.pool.query<{ upload_id: string }>(
        'SELECT upload_id FROM post_uploads ORDER BY upload_id',
      );
      const expected = uploadIdsIn([content, videoUrl, ...images]).sort();
      expect(expected).toEqual([a, b, c, d].sort());
      expect(rows.map((r) => r.upload_id)).toEqual(expected);
    } finally {
      await database.close();
      await testDb.drop();
    }
    // A whole second app (its own database and migrations) starts inside this test: on a busy
    // machine that alone can take most of the default 30 s.
  }, 120_000);
});
