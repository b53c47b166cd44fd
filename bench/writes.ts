/**
 * The write side of `npm run bench` (DESIGN.md 'Budgets', writes): post likes, comment likes and
 * comment creation by 50 members writing at once, then every counter they touched compared with
 * the rows it counts.
 */
import type { Request } from 'autocannon';
import type pg from 'pg';

/** `count` new members registered through the API (one per concurrent writer); their tokens. */
export async function registerWriters(base: string, count: number): Promise<string[]> {
  const stamp = Date.now();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `writer-${stamp}-${i}@bench.example`,
          password: 'bench password',
        }),
      });
      if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    }),
  );
}

/** What the write targets touched, for the counter check afterwards. */
export interface Touched {
  posts: Set<number>;
  comments: Set<number>;
}

/**
 * autocannon's `setupRequest` for one kind of write (or a signed-in read): every request goes out
 * as the next member (round robin) on a random target, so the writers collide on rows as members
 * of a busy thread do.
 */
export function writeRequest(
  tokens: string[],
  build: (pick: <T>(list: T[]) => T) => { path: string; body?: object; method?: 'GET' | 'POST' },
) {
  let n = 0;
  const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
  return (request: Request): Request => {
    const { path, body, method = 'POST' } = build(pick);
    const token = tokens[n++ % tokens.length]!;
    return {
      ...request,
      method,
      path,
      headers: {
        ...request.headers,
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    };
  };
}

export interface CounterCheck {
  name: string;
  checked: number;
  mismatched: number;
}

/** Every touched counter against COUNT(*) of its rows. */
export async function checkCounters(pool: pg.Pool, touched: Touched): Promise<CounterCheck[]> {
  const posts = [...touched.posts];
  const comments = [...touched.comments];
  const mismatches = async (sql: string, ids: number[]) => {
    if (ids.length === 0) return 0;
    const { rows } = await pool.query<{ n: string }>(sql, [ids]);
    return Number(rows[0]!.n);
  };
  // A clean stop folds every delta: none may be left (decision 028).
  const { rows: left } = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM post_reaction_deltas WHERE post_id = ANY($1::bigint[])',
    [posts],
  );
  return [
    {
      name: 'post_reaction_deltas left after the server stopped',
      checked: posts.length,
      mismatched: Number(left[0]!.n),
    },
    {
      name: 'posts.like_count = post_likes rows',
      checked: posts.length,
      mismatched: await mismatches(
        // With the deltas not folded yet (decision 028): what every reader is shown.
        `SELECT count(*) AS n FROM posts p WHERE p.id = ANY($1::bigint[])
           AND p.like_count + coalesce((SELECT sum(d.likes) FROM post_reaction_deltas d
                                        WHERE d.post_id = p.id), 0)
               <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)`,
        posts,
      ),
    },
    {
      name: 'posts.comment_count = live comments',
      checked: posts.length,
      mismatched: await mismatches(
        `SELECT count(*) AS n FROM posts p WHERE p.id = ANY($1::bigint[])
           AND p.comment_count <> (SELECT count(*) FROM comments c
                                   WHERE c.post_id = p.id AND c.deleted_at IS NULL)`,
        posts,
      ),
    },
    {
      name: 'comments.like_count = comment_likes rows',
      checked: comments.length,
      mismatched: await mismatches(
        `SELECT count(*) AS n FROM comments c WHERE c.id = ANY($1::bigint[])
           AND c.like_count <> (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id)`,
        comments,
      ),
    },
  ];
}
