/**
 * The members the signed-in reading rows of `npm run bench` read as: members of the data set,
 * signed in with their password (bench/generate.ts BENCH_PASSWORD), each with the likes, saves
 * and dislikes the generator gave them, so a member's own marks cost what they cost a real
 * member (plugins/viewer-marks.ts). They are drawn by their likes (a random like's member): the
 * members who like the most are the ones who read the most.
 */
import type pg from 'pg';
import { BENCH_PASSWORD } from './generate';

export interface Reader {
  id: number;
  email: string;
  /** Posts the member liked, saved or disliked. */
  marked: number;
}

/**
 * `count` distinct members of the data set, each drawn with a weight of their likes (the member of
 * each sampled like gets a pseudo-random key; a member's smallest key orders them), the same
 * members on every run of the same data.
 */
export async function pickReaders(pool: pg.Pool, count: number, seed = 22): Promise<Reader[]> {
  const { rows } = await pool.query<{ id: string; email: string; marked: string }>(
    `WITH drawn AS (
       SELECT l.user_id, min(md5(l.user_id || ':' || l.post_id || ':' || $2)) AS r
         FROM post_likes l TABLESAMPLE BERNOULLI (1) REPEATABLE ($2)
        GROUP BY l.user_id
        ORDER BY r
        LIMIT $1)
     SELECT u.id, u.email,
            (SELECT count(*) FROM post_likes WHERE user_id = u.id)
          + (SELECT count(*) FROM saved_posts WHERE user_id = u.id)
          + (SELECT count(*) FROM post_dislikes WHERE user_id = u.id) AS marked
       FROM drawn d JOIN users u ON u.id = d.user_id
      WHERE u.email LIKE 'bench%@example.com' AND u.deleted_at IS NULL`,
    [count, seed],
  );
  return rows.map((r) => ({ id: Number(r.id), email: r.email, marked: Number(r.marked) }));
}

/** Signs each reader in through the API; their tokens, in the same order. */
export async function signInReaders(base: string, readers: Reader[]): Promise<string[]> {
  return Promise.all(
    readers.map(async (reader) => {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: reader.email, password: BENCH_PASSWORD }),
      });
      if (!response.ok)
        throw new Error(`login ${reader.email}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    }),
  );
}

/** Median and largest number of marked posts among the readers, for the report. */
export function markedSummary(readers: Reader[]) {
  const sorted = readers.map((r) => r.marked).sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}

/** One numbered page as a reader got it: its posts and their marks. */
export interface ReadPage {
  readerId: number;
  page: number;
  posts: { id: number; liked: boolean; saved: boolean; disliked: boolean }[];
}

/** Reads `pages` (0-based) of a board's newest-first table view, each as a given reader. */
export async function readPages(
  base: string,
  board: string,
  asked: { reader: Reader; token: string; page: number }[],
): Promise<ReadPage[]> {
  const read: ReadPage[] = [];
  for (const { reader, token, page } of asked) {
    const response = await fetch(
      `${base}/api/boards/${board}/posts?sort=new&size=20&page=${page}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const body = (await response.json()) as {
      content: { id: number; userHasliked: boolean; saved: boolean; likeStatus: number }[];
    };
    read.push({
      readerId: reader.id,
      page,
      posts: body.content.map((p) => ({
        id: p.id,
        liked: p.userHasliked,
        saved: p.saved,
        disliked: p.likeStatus === -1,
      })),
    });
  }
  return read;
}

export interface PagesCheck {
  pages: number;
  /** Pages whose posts or order differ from a plain ORDER BY … OFFSET. */
  wrongPages: number;
  /** Posts whose like, save or dislike mark differs from the member's rows. */
  wrongMarks: number;
  examples: string[];
}

/**
 * What the readers got against the database: each page equals the board's posts newest first at
 * that OFFSET (no hidden or deleted post; the readers block no one), and each post's marks equal
 * the reader's rows. Run after the server stopped: nothing writes then.
 */
export async function checkPages(pool: pg.Pool, board: string, read: ReadPage[]) {
  const result: PagesCheck = { pages: read.length, wrongPages: 0, wrongMarks: 0, examples: [] };
  for (const page of read) {
    const { rows } = await pool.query<{
      id: string;
      liked: boolean;
      saved: boolean;
      disliked: boolean;
    }>(
      `SELECT p.id,
              EXISTS (SELECT 1 FROM post_likes WHERE post_id = p.id AND user_id = $3) AS liked,
              EXISTS (SELECT 1 FROM saved_posts WHERE post_id = p.id AND user_id = $3) AS saved,
              EXISTS (SELECT 1 FROM post_dislikes WHERE post_id = p.id AND user_id = $3) AS disliked
         FROM posts p JOIN boards b ON b.id = p.board_id
        WHERE b.name = $1 AND p.deleted_at IS NULL AND p.hidden_at IS NULL
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT 20 OFFSET $2`,
      [board, page.page * 20, page.readerId],
    );
    const expected = rows.map((r) => ({ ...r, id: Number(r.id) }));
    if (expected.map((r) => r.id).join() !== page.posts.map((p) => p.id).join()) {
      result.wrongPages += 1;
      if (result.examples.length < 5)
        result.examples.push(`member ${page.readerId} page ${page.page + 1}: other posts`);
      continue;
    }
    page.posts.forEach((got, i) => {
      const want = expected[i]!;
      if (got.liked === want.liked && got.saved === want.saved && got.disliked === want.disliked)
        return;
      result.wrongMarks += 1;
      if (result.examples.length < 5)
        result.examples.push(`member ${page.readerId} post ${got.id}: marks differ`);
    });
  }
  return result;
}
