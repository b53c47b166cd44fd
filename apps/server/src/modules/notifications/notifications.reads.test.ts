import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../test/database';
import { registerUser } from '../../../test/users';
import { openDatabase, type Db } from '../../db/client';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { foldLikeQueue } from './notification-jobs';
import { notificationsRepository } from './notifications.repository';

type Member = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let alice: Member;
let bob: Member;

// The worker's timer once a minute: only its runs after a request (50 ms after each write
// answered) fold here.
beforeAll(async () => {
  t = await buildTestApp({ NOTIFICATIONS_PUSH_INTERVAL_MS: '60000' });
  alice = await registerUser(t.app, { nickname: '읽기앨리스' });
  bob = await registerUser(t.app, { nickname: '읽기밥' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const queued = async (on: Kysely<Database> = db()) =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM like_notification_queue`.execute(on))
      .rows[0]!.n,
  );

async function writePost(who: Member) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { title: '읽기 전용 시험', content: '본문' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('reading notifications never writes (issue 43)', () => {
  // A migrated database with no app on it: no worker folds the queue behind the test's back.
  let bare: TestDatabase;
  let database: Db;
  beforeAll(async () => {
    bare = await createTestDatabase({ prepared: true });
    database = await openDatabase(bare.target, 2);
    if (!bare.prepared) await migrate(database.pool);
  });
  afterAll(async () => {
    await database?.close();
    await bare?.drop();
  });

  it('the list and the unread count run in a READ ONLY transaction with likes queued', async () => {
    const one = async <T>(query: RawBuilder<T>) => (await query.execute(database.db)).rows[0]!;
    const user = async (nickname: string) =>
      Number(
        (
          await one(
            sql<{ id: string }>`INSERT INTO users (nickname) VALUES (${nickname}) RETURNING id`,
          )
        ).id,
      );
    const [author, commenter, liker] = [
      await user('읽기글쓴이'),
      await user('읽기댓글'),
      await user('읽기좋아요'),
    ];
    const postId = Number(
      (
        await one(sql<{ id: string }>`INSERT INTO posts (board_id, author_id, type, title, content)
          VALUES (3, ${author}, 'TEXT', '읽기 전용 시험', '본문') RETURNING id`)
      ).id,
    );
    // The triggers of 0013 write the comment's notification; the like's waits in the queue (0019).
    await sql`INSERT INTO comments (post_id, author_id, content)
      VALUES (${postId}, ${commenter}, '읽기 전용 댓글')`.execute(database.db);
    await sql`INSERT INTO post_likes (post_id, user_id) VALUES (${postId}, ${liker})`.execute(
      database.db,
    );
    expect(await queued(database.db)).toBe(1);

    // PostgreSQL and PGlite refuse any INSERT, UPDATE or DELETE here ("cannot execute INSERT in
    // a read-only transaction"): until issue 43 the reads folded the queue first.
    const seen = await database.db
      .transaction()
      .setAccessMode('read only')
      .execute(async (trx) => {
        const repository = notificationsRepository(trx);
        const page = await repository.page(author, { page: 0, size: 20 });
        const unread = await repository.unreadCount(author);
        const counts = await repository.unreadCounts([author, commenter, liker]);
        return { page, unread, counts };
      });
    expect(seen.page.rows.map((row) => row.type)).toEqual(['COMMENT']);
    expect(seen.page.total).toBe(1);
    expect(seen.unread).toBe(1);
    expect([...seen.counts]).toEqual([[author, 1]]);
    expect(await queued(database.db)).toBe(1);

    // The worker's fold (a write of its own) makes the like a notification.
    const repository = notificationsRepository(database.db);
    expect(await foldLikeQueue(repository)).toBe('done');
    expect(await queued(database.db)).toBe(0);
    const after = await repository.page(author, { page: 0, size: 20 });
    expect(after.rows.map((row) => [row.type, Number(row.count), Number(row.actor_id)])).toEqual([
      ['POST_LIKES', 1, liker],
      ['COMMENT', 1, commenter],
    ]);
    expect(await repository.unreadCount(author)).toBe(2);
  });
});

describe('the notifications worker folds likes', () => {
  it('a like answered by this instance is folded a moment later, with nobody reading', async () => {
    const postId = await writePost(alice);
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/like/post/${postId}`,
      headers: bob.auth,
    });
    expect(like.statusCode).toBe(200);
    await expect.poll(() => queued(), { timeout: 5000, interval: 20 }).toBe(0);
    const group = await db()
      .selectFrom('notifications')
      .select(['type', 'count'])
      .where('user_id', '=', alice.user.id)
      .where('post_id', '=', postId)
      .execute();
    expect(group).toEqual([{ type: 'POST_LIKES', count: 1 }]);
  });
});

// PGlite is one session: an advisory lock held "elsewhere" is the caller's own there.
describe.skipIf(testDbKind !== 'postgres')('one folder at a time (PostgreSQL)', () => {
  it('a fold while another session folds answers null at once, and folds afterwards', async () => {
    const postId = await writePost(alice);
    await expect.poll(() => queued(), { timeout: 5000 }).toBe(0);
    await sql`INSERT INTO post_likes (post_id, user_id) VALUES (${postId}, ${bob.user.id})`.execute(
      db(),
    );
    const target = t.config.database;
    if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
    const other = new pg.Client({ connectionString: target.url });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('apply_like_notifications'))");
      expect(await t.app.repos.notifications.foldQueuedLikes(5000)).toBeNull();
      expect(await foldLikeQueue(t.app.repos.notifications)).toBe('more');
      expect(await queued()).toBe(1);
      await other.query("SELECT pg_advisory_unlock(hashtext('apply_like_notifications'))");
      expect(await t.app.repos.notifications.foldQueuedLikes(5000)).toBe(1);
      expect(await queued()).toBe(0);
    } finally {
      await other.end();
    }
  });
});
