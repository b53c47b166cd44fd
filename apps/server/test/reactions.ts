import { sql, type Kysely } from 'kysely';
import type { App } from '../src/app';
import type { Database } from '../src/db/schema';
import type { registerUser } from './users';

type Member = Awaited<ReturnType<typeof registerUser>>;

/** A post on the free board by `author`, through the API; answers its id. */
export async function writePost(app: App, author: Member, title = '추천 시험') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: author.auth,
    payload: { title, content: '본문', boardName: 'free' },
  });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/**
 * Likes and dislikes as the like statements of other instances leave them (posts.reactions.ts
 * `writeLikes`): the members' rows and a delta, the post row untouched. One statement.
 */
export async function reactElsewhere(
  db: Kysely<Database>,
  postId: number,
  likers: readonly Member[],
  dislikers: readonly Member[] = [],
) {
  const ids = (members: readonly Member[]) => members.map((m) => m.user.id);
  await sql`
    WITH liked AS (
      INSERT INTO post_likes (post_id, user_id)
      SELECT ${postId}, u FROM unnest(${ids(likers)}::int8[]) AS u
    ), disliked AS (
      INSERT INTO post_dislikes (post_id, user_id)
      SELECT ${postId}, u FROM unnest(${ids(dislikers)}::int8[]) AS u
    )
    INSERT INTO post_reaction_deltas (post_id, likes, dislikes)
    VALUES (${postId}, ${likers.length}, ${dislikers.length})`.execute(db);
}
