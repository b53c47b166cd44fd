import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PostType } from '../../db/schema';
import { postTokens } from '../../lib/search-tokens';
import { uploadIdsIn } from '../../lib/upload-refs';
import type { Stance } from '@myeolgong/contract/sentiment';
import type { StockRef } from '@myeolgong/contract/stock-mentions';
import { recordPostStocks } from './post-stocks';

interface PostWrite {
  board_id: number;
  type: PostType;
  title: string;
  content: string;
  url: string | null;
  image_url: string | null;
  video_url: string | null;
  images: string[];
  /** 말머리; left out on an edit that keeps the post's. */
  category?: string | null;
}

/** Records which uploads the post uses (migration 0011), replacing what it used before. */
async function recordUploads(trx: Transaction<Database>, postId: number, post: PostWrite) {
  const ids = uploadIdsIn([post.content, post.url, post.image_url, post.video_url, ...post.images]);
  await trx.deleteFrom('post_uploads').where('post_id', '=', postId).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto('post_uploads')
    .values(ids.map((upload_id) => ({ post_id: postId, upload_id })))
    .execute();
}

/** The writing half of the posts repository: create, edit, delete, and the view buffer's flush. */
export function postWrites(db: Kysely<Database>) {
  return {
    /**
     * Creates a post and counts it on its board, in one transaction. A post held for review
     * (`heldReason`, policies/solicitation.ts) is stored hidden pending review and not counted.
     */
    create(
      authorId: number,
      post: PostWrite,
      stocks: readonly StockRef[] = [],
      heldReason: string | null = null,
    ) {
      return db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('posts')
          .values({
            ...post,
            author_id: authorId,
            ...(heldReason !== null ? { hidden_at: new Date(), held_reason: heldReason } : {}),
            hot_score: sql<number>`hot_score(0, now())`,
            search_tokens: postTokens(post.title, post.content),
            // 매수·매도 의견: the author's stance today on the first stock it mentions (0028).
            stance: stocks[0]
              ? sql<Stance | null>`member_stance(${authorId}, ${stocks[0].stockCode}, now())`
              : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (heldReason === null) await bumpBoard(trx, post.board_id, 1);
        await recordUploads(trx, created.id, post);
        if (stocks.length > 0) await recordPostStocks(trx, created.id, stocks);
        return created.id;
      });
    },

    /**
     * Edits a live post. A board change moves it between the boards' counts, unless it is hidden
     * pending review (then neither board counts it); the row is locked so a concurrent hide,
     * move or delete counts once.
     */
    update(
      id: number,
      post: PostWrite,
      stocks: readonly StockRef[] = [],
      heldReason: string | null = null,
    ) {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('posts')
          .select(['board_id', 'hidden_at', 'title', 'content', 'created_at', 'edited_at'])
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!before) return;
        const now = new Date();
        // A text change keeps the version it replaces (GET /api/posts/{id}/revisions) and
        // marks the post 수정됨; a change of board, category or media alone does not.
        const textChanged = before.title !== post.title || before.content !== post.content;
        if (textChanged) {
          await trx
            .insertInto('post_revisions')
            .values({
              post_id: id,
              title: before.title,
              content: before.content,
              edited_at: before.edited_at ?? before.created_at,
            })
            .execute();
        }
        await trx
          .updateTable('posts')
          .set({
            ...post,
            search_tokens: postTokens(post.title, post.content),
            updated_at: now,
            ...(textChanged ? { edited_at: now } : {}),
          })
          .where('id', '=', id)
          .execute();
        await recordUploads(trx, id, post);
        await recordPostStocks(trx, id, stocks);
        // An edit that turns a visible post into a solicitation holds it (off its board's count).
        if (heldReason !== null && before.hidden_at === null) {
          await trx
            .updateTable('posts')
            .set({ hidden_at: now, held_reason: heldReason })
            .where('id', '=', id)
            .execute();
          await bumpBoard(trx, before.board_id, -1);
          return;
        }
        if (before.board_id !== post.board_id && before.hidden_at === null) {
          await bumpBoard(trx, before.board_id, -1);
          await bumpBoard(trx, post.board_id, 1);
        }
      });
    },

    /**
     * Soft delete; the board's count drops in the same transaction (a hidden post was not
     * counted, so it stays). False if already gone.
     */
    softDelete(id: number) {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .updateTable('posts')
          .set({ deleted_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning(['board_id', 'hidden_at'])
          .executeTakeFirst();
        if (gone && gone.hidden_at === null) await bumpBoard(trx, gone.board_id, -1);
        // A deleted post leaves every 종목토론 list (so those count their rows without a join).
        if (gone) await trx.deleteFrom('post_stocks').where('post_id', '=', id).execute();
        return Boolean(gone);
      });
    },

    /**
     * Publishes a held post (an operator's release): visible and counted on its board again.
     * False when it is not held (released or removed meanwhile).
     */
    release(id: number) {
      return db.transaction().execute(async (trx) => {
        const shown = await trx
          .updateTable('posts')
          .set({ hidden_at: null, held_reason: null })
          .where('id', '=', id)
          .where('held_reason', 'is not', null)
          .where('deleted_at', 'is', null)
          .returning('board_id')
          .executeTakeFirst();
        if (shown) await bumpBoard(trx, shown.board_id, 1);
        return Boolean(shown);
      });
    },

    /**
     * Adds counted views to their posts in one statement (the view buffer's flush), locking the
     * posts in id order so that two instances flushing at once cannot deadlock.
     */
    async addViews(views: ReadonlyMap<number, number>) {
      if (views.size === 0) return;
      const entries = [...views].sort(([a], [b]) => a - b);
      await sql`
        WITH v AS (
          SELECT * FROM unnest(${entries.map(([id]) => id)}::int8[], ${entries.map(([, n]) => n)}::int4[]) AS v(id, n)
        ), locked AS (
          SELECT p.id FROM posts p JOIN v ON v.id = p.id ORDER BY p.id FOR NO KEY UPDATE OF p
        )
        UPDATE posts p SET view_count = p.view_count + v.n
          FROM v WHERE p.id = v.id AND p.id IN (SELECT id FROM locked)`.execute(db);
    },
  };
}

/** Moves a board's post count (live posts not hidden pending review) inside a transaction. */
export async function bumpBoard(trx: Transaction<Database>, boardId: number, delta: number) {
  await trx
    .updateTable('boards')
    .set({ post_count: sql<number>`greatest(post_count + ${delta}, 0)` })
    .where('id', '=', boardId)
    .execute();
}
