import type { Kysely } from 'kysely';
import { DEFAULT_BEST_LIKES } from '../../config';
import type { Database } from '../../db/schema';
import { postQueries } from './posts.queries';
import { postReactions } from './posts.reactions';
import { postWrites } from './posts.writes';

export { selectPostRows, type FeedOrder, type PostFilter } from './post-rows';
export { bumpBoard } from './posts.writes';

/**
 * The posts repository, by concern: reads (posts.queries.ts: feeds, lists, one post), writes
 * (posts.writes.ts) and a member's reactions and saves (posts.reactions.ts); post-rows.ts holds
 * the one column list of a post summary they and search share.
 *
 * `read`: the handle of feed and profile lists (`app.dbRead`: a read replica when one is set up,
 * plugins/read-replica.ts); writes and single-post reads use `db`, the primary.
 */
export function postsRepository(
  db: Kysely<Database>,
  read: Kysely<Database> = db,
  /** 개념글 threshold (BEST_LIKES) the likes and their folds promote at (meets_best). */
  bestLikes = DEFAULT_BEST_LIKES,
) {
  return { ...postQueries(db, read), ...postWrites(db), ...postReactions(db, read, bestLikes) };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
export type PostListRow = NonNullable<Awaited<ReturnType<PostsRepository['findById']>>>;
