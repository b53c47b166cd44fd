import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { reactElsewhere as reactions, writePost } from '../../../test/reactions';
import { registerUser } from '../../../test/users';

/**
 * 개념글 reached only through the exact count (issue 22, migration 0021): likes other instances
 * commit at the same moment as this one's are in no single like request's snapshot, so only the
 * fold, which writes the exact counts into the post row, sees the rule met.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
const BEST = 3;
const voters: Member[] = [];
let reader: Member;

beforeAll(async () => {
  // No timer: the folds run when the test calls them.
  t = await buildTestApp({ BEST_LIKES: String(BEST), POST_COUNTER_FLUSH_MS: '0' });
  for (let i = 0; i < 5; i++) voters.push(await registerUser(t.app, { nickname: `표${i}` }));
  // An operator reads past the response cache (a fold does not invalidate it: what it changes
  // shows within RESPONSE_CACHE_SECONDS, as other instances' likes do).
  reader = await registerUser(t.app, { nickname: '담당자' });
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', reader.user.id)
    .execute();
});
afterAll(async () => t.close());

const write = () => writePost(t.app, voters[0]!, '다른 서버의 추천');
/** Likes and dislikes that other instances' like statements wrote (test/reactions.ts). */
const reactElsewhere = (postId: number, likers: Member[], dislikers: Member[] = []) =>
  reactions(t.database.db, postId, likers, dislikers);
const shown = async (postId: number) =>
  (await t.app.inject({ url: `/api/posts/${postId}`, headers: reader.auth })).json() as {
    likes: number;
    dislikes: number;
    best: boolean;
  };

describe('개념글 through the folds of likes', () => {
  it('the periodic fold promotes a post whose likes, counted elsewhere, meet the rule', async () => {
    const id = await write();
    await reactElsewhere(id, voters.slice(0, BEST));
    // Exact counts before the fold, but no like request saw them: not promoted yet.
    expect(await shown(id)).toMatchObject({ likes: BEST, dislikes: 0, best: false });
    expect(await t.app.repos.posts.foldReactions()).toBeGreaterThan(0);
    expect(await shown(id)).toMatchObject({ likes: BEST, dislikes: 0, best: true });
    const best = (
      await t.app.inject({ url: '/api/posts/best?boardName=free', headers: reader.auth })
    ).json();
    expect(best.content.map((p: { id: number }) => p.id)).toContain(id);

    // For good: dislikes folded later do not take it back.
    await reactElsewhere(id, [], voters.slice(BEST, BEST + 2));
    await t.app.repos.posts.foldReactions();
    expect(await shown(id)).toMatchObject({ likes: BEST, dislikes: 2, best: true });
  });

  it('promotes at BEST_LIKES ahead of the dislikes and holds a post back below', async () => {
    const id = await write();
    await reactElsewhere(id, voters.slice(0, 4), voters.slice(4, 5));
    await t.app.repos.posts.foldReactions();
    expect(await shown(id)).toMatchObject({ likes: 4, dislikes: 1, best: true });

    const held = await write();
    await reactElsewhere(held, voters.slice(0, 3), voters.slice(3, 5));
    await t.app.repos.posts.foldReactions();
    expect(await shown(held)).toMatchObject({ likes: 3, dislikes: 2, best: false });
  });

  it('the fold of one post after a like promotes it too', async () => {
    const id = await write();
    await reactElsewhere(id, voters.slice(0, BEST));
    const { rows } = await sql<{ folded: boolean }>`
      SELECT fold_post_reactions_of(${id}::int8, ${BEST}::int4) AS folded`.execute(t.database.db);
    expect(rows[0]!.folded).toBe(true);
    expect(await shown(id)).toMatchObject({ likes: BEST, best: true });
  });

  it('a like request whose own count meets the rule after another instance’s likes promotes', async () => {
    const id = await write();
    await reactElsewhere(id, voters.slice(1, BEST));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/like/post/${id}?status=1`,
      headers: voters[0]!.auth,
    });
    expect(res.json()).toMatchObject({ likes: BEST, best: true });
  });
});
