/**
 * Checks a benchmark database: row counts (against the parameters in bench_meta), every counter
 * against the rows it counts, hot_score against hotScore, search_tokens against postTokens,
 * dates in order, and the schema's indexes and foreign keys all present. Exits 1 on a mismatch.
 *
 *   node --import tsx bench/verify.ts [--database-url URL | --embedded <dir>] [--sample 5000]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { lockDataDir } from '../apps/server/src/db/data-dir-lock';
import { loadMigrations } from '../apps/server/src/db/migrate';
import { hotScore } from '../apps/server/src/lib/hot-score';
import { postTokens } from '../apps/server/src/lib/search-tokens';
import { DEFAULT_DATABASE_URL, closeDatabase, tableCounts } from './generate';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface VerifyResult {
  ok: boolean;
  checks: Check[];
  counts: Record<string, number>;
}

export interface VerifyOptions {
  /** Posts whose search tokens are recomputed and compared (spread over all ids); 0 for all. */
  tokenSample?: number;
  /** Largest |hot_score − hotScore(like_count, created_at)| accepted (SQL and JS round apart). */
  hotTolerance?: number;
  log?: (line: string) => void;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** Runs every check on an open database (PostgreSQL or PGlite) and reports each one. */
export async function verify(
  database: Db | pg.Pool,
  options: VerifyOptions = {},
): Promise<VerifyResult> {
  const pool = 'pool' in database ? database.pool : database;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const tolerance = options.hotTolerance ?? 1e-9;
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
  };
  const client = await pool.connect();
  const one = async (sql: string, values: unknown[] = []): Promise<number> => {
    const { rows } = await client.query<{ n: string | number }>(sql, values);
    return Number(rows[0]?.n ?? 0);
  };
  try {
    await client.query("SET work_mem = '256MB'").catch(() => undefined);
    const counts = await tableCounts(client);
    check(
      'row counts',
      counts.posts! > 0 && counts.users! > 0,
      Object.entries(counts)
        .map(([t, n]) => `${t} ${fmt(n)}`)
        .join(', '),
    );

    const meta = await client
      .query<{ key: string; value: string }>('SELECT key, value FROM bench_meta')
      .then((r) => new Map(r.rows.map((row) => [row.key, row.value])))
      .catch(() => null);
    if (meta) {
      check(
        'bench_meta state',
        meta.get('state') === 'complete',
        `${meta.get('state')} (${meta.get('version')})`,
      );
      const params = JSON.parse(meta.get('params') ?? '{}') as Record<string, number>;
      const expected: [string, number | undefined][] = [
        ['users', params.users],
        ['posts', params.posts],
        ['post_likes', params.likes],
        ['comments', params.comments],
        ['comment_likes', params.commentLikes],
      ];
      const off = expected.filter(([t, n]) => n !== undefined && counts[t] !== n);
      check(
        'counts match the parameters',
        off.length === 0,
        off.length
          ? off.map(([t, n]) => `${t} ${counts[t]} ≠ ${n}`).join(', ')
          : 'users, posts, likes, comments, comment likes',
      );
    } else {
      check('bench_meta state', true, 'no bench_meta table (not made by generate.ts): skipped');
    }

    let n = await one(
      `SELECT count(*) AS n FROM posts p
       LEFT JOIN (SELECT post_id, count(*) AS c FROM post_likes GROUP BY post_id) l ON l.post_id = p.id
       WHERE p.like_count <> coalesce(l.c, 0)`,
    );
    check(
      'posts.like_count = post_likes rows',
      n === 0,
      n ? `${fmt(n)} posts differ` : 'all posts',
    );

    n = await one(
      `SELECT count(*) AS n FROM posts p
       LEFT JOIN (SELECT post_id, count(*) AS c FROM comments WHERE deleted_at IS NULL AND hidden_at IS NULL GROUP BY post_id) c
         ON c.post_id = p.id
       WHERE p.comment_count <> coalesce(c.c, 0)`,
    );
    check(
      'posts.comment_count = live comments not hidden',
      n === 0,
      n ? `${fmt(n)} posts differ` : 'all posts',
    );

    n = await one(
      `SELECT count(*) AS n FROM comments c
       LEFT JOIN (SELECT parent_id, count(*) AS c FROM comments WHERE parent_id IS NOT NULL AND deleted_at IS NULL
                  GROUP BY parent_id) r ON r.parent_id = c.id
       WHERE c.reply_count <> coalesce(r.c, 0)`,
    );
    check(
      'comments.reply_count = live replies',
      n === 0,
      n ? `${fmt(n)} comments differ` : 'all comments',
    );

    n = await one(
      `SELECT count(*) AS n FROM comments c
       LEFT JOIN (SELECT comment_id, count(*) AS c FROM comment_likes GROUP BY comment_id) l ON l.comment_id = c.id
       WHERE c.like_count <> coalesce(l.c, 0)`,
    );
    check(
      'comments.like_count = comment_likes rows',
      n === 0,
      n ? `${fmt(n)} comments differ` : 'all comments',
    );

    const boards = await client.query<{
      id: number;
      name: string;
      post_count: number;
      posts: string;
      subscriber_count: number;
      subs: string;
    }>(
      `SELECT b.id, b.name, b.post_count, b.subscriber_count,
         (SELECT count(*) FROM posts p
           WHERE p.board_id = b.id AND p.deleted_at IS NULL AND p.hidden_at IS NULL) AS posts,
         (SELECT count(*) FROM board_subscriptions s WHERE s.board_id = b.id) AS subs
       FROM boards b ORDER BY b.id`,
    );
    const badBoards = boards.rows.filter(
      (b) => b.post_count !== Number(b.posts) || b.subscriber_count !== Number(b.subs),
    );
    check(
      'boards.post_count and subscriber_count',
      badBoards.length === 0,
      boards.rows
        .map((b) => `${b.name} ${fmt(b.post_count)} posts/${fmt(b.subscriber_count)} subscribers`)
        .join(', '),
    );

    n = await one(
      'SELECT count(*) AS n FROM posts WHERE hot_score <> hot_score(like_count, created_at)',
    );
    check(
      'hot_score = SQL hot_score(like_count, created_at)',
      n === 0,
      n ? `${fmt(n)} posts differ` : 'all posts, exactly',
    );

    // hotScore in JavaScript, over every post, page by page.
    let maxDiff = 0;
    let worst = 0;
    let seen = 0;
    for (let after = 0; ;) {
      const { rows } = await client.query<{
        id: number;
        like_count: number;
        created_at: Date;
        hot_score: number;
      }>(
        'SELECT id, like_count, created_at, hot_score FROM posts WHERE id > $1 ORDER BY id LIMIT 50000',
        [after],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const diff = Math.abs(row.hot_score - hotScore(row.like_count, row.created_at));
        if (diff > maxDiff) {
          maxDiff = diff;
          worst = row.id;
        }
      }
      seen += rows.length;
      after = rows.at(-1)!.id;
    }
    check(
      'hot_score = hotScore(like_count, created_at)',
      maxDiff <= tolerance,
      `${fmt(seen)} posts, largest difference ${maxDiff.toExponential(2)}${maxDiff > tolerance ? ` (post ${worst})` : ''}`,
    );

    n = await one('SELECT count(*) AS n FROM posts WHERE cardinality(search_tokens) = 0');
    check('search_tokens non-empty', n === 0, n ? `${fmt(n)} posts without tokens` : 'all posts');

    const sample = options.tokenSample ?? 5_000;
    const range = await client.query<{ lo: number; hi: number }>(
      'SELECT min(id) AS lo, max(id) AS hi FROM posts',
    );
    const lo = Number(range.rows[0]?.lo ?? 0);
    const hi = Number(range.rows[0]?.hi ?? 0);
    const step = sample === 0 ? 1 : Math.max(1, Math.floor((hi - lo + 1) / sample));
    let compared = 0;
    let wrong = 0;
    let firstWrong = 0;
    for (let after = lo - 1; after < hi;) {
      const { rows } = await client.query<{
        id: number;
        title: string;
        content: string;
        search_tokens: string[];
      }>(
        `SELECT id, title, content, search_tokens FROM posts
         WHERE id > $1 AND (id - $2) % $3 = 0 ORDER BY id LIMIT 2000`,
        [after, lo, step],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const expected = postTokens(row.title, row.content);
        const same =
          expected.length === row.search_tokens.length &&
          expected.every((t, i) => t === row.search_tokens[i]);
        compared++;
        if (!same) {
          wrong++;
          firstWrong ||= row.id;
        }
      }
      after = rows.at(-1)!.id;
    }
    check(
      'search_tokens = postTokens(title, content)',
      wrong === 0,
      `${fmt(compared)} posts compared${wrong ? `, ${fmt(wrong)} differ (first: post ${firstWrong})` : ''}`,
    );

    n = await one(
      `SELECT count(*) AS n FROM post_stocks s JOIN posts p ON p.id = s.post_id
       WHERE p.deleted_at IS NOT NULL`,
    );
    check(
      'no 종목토론 row of a deleted post (the app deletes them with the post)',
      n === 0,
      n ? `${fmt(n)} rows of deleted posts` : 'none',
    );

    n = await one(
      `SELECT count(*) AS n FROM comment_stocks s
         JOIN comments c ON c.id = s.comment_id JOIN posts p ON p.id = s.post_id
        WHERE c.deleted_at IS NOT NULL OR p.deleted_at IS NOT NULL OR c.post_id <> s.post_id
           OR position(('$' || s.stock_name) IN c.content) = 0`,
    );
    check(
      'comment_stocks: live comments of live posts, each mention in the text',
      n === 0,
      n ? `${fmt(n)} rows wrong` : 'all',
    );

    n = await one(
      `SELECT count(*) AS n FROM post_stocks ps
        WHERE ps.position IS NULL AND NOT EXISTS (
          SELECT 1 FROM comment_stocks cs
           WHERE cs.post_id = ps.post_id AND cs.stock_code = ps.stock_code)`,
    );
    check(
      '종목토론 rows without a position come from a comment (as the app prunes them)',
      n === 0,
      n ? `${fmt(n)} rows without a mentioning comment` : 'all',
    );

    n = await one(
      `SELECT count(*) AS n FROM (
         SELECT stock_code, count(*) AS posts FROM post_stocks GROUP BY stock_code) x
         FULL JOIN stock_post_counts c USING (stock_code)
        WHERE coalesce(c.posts, 0) <> coalesce(x.posts, 0)`,
    );
    check(
      'stock_post_counts = post_stocks rows',
      n === 0,
      n ? `${fmt(n)} stocks differ` : 'every stock',
    );

    n = await one(
      `SELECT count(*) AS n FROM post_likes l JOIN posts p ON p.id = l.post_id
       WHERE l.created_at < p.created_at OR l.created_at > now()`,
    );
    check(
      'likes dated after their post',
      n === 0,
      n ? `${fmt(n)} likes out of order` : 'all post likes',
    );

    n = await one(
      `SELECT count(*) AS n FROM comments c JOIN posts p ON p.id = c.post_id
       LEFT JOIN comments parent ON parent.id = c.parent_id
       WHERE c.created_at < p.created_at OR c.created_at > now()
          OR (c.parent_id IS NOT NULL AND (parent.post_id <> c.post_id OR parent.created_at > c.created_at))`,
    );
    check(
      'comments after their post, replies after their parent on the same post',
      n === 0,
      n ? `${fmt(n)} comments` : 'all comments',
    );

    const span = await client.query<{ oldest: Date; newest: Date }>(
      'SELECT min(created_at) AS oldest, max(created_at) AS newest FROM posts',
    );
    const oldest = span.rows[0]?.oldest;
    const newest = span.rows[0]?.newest;
    const days = oldest && newest ? (newest.getTime() - oldest.getTime()) / 86_400_000 : 0;
    check(
      'posts over the last year',
      !!newest && newest.getTime() <= Date.now() && days <= 366,
      `${oldest?.toISOString()} … ${newest?.toISOString()} (${days.toFixed(1)} days)`,
    );

    // Every index of the migrations, and every foreign key, present and validated.
    const migrations = await loadMigrations();
    const wanted = new Set<string>();
    let references = 0;
    for (const m of migrations) {
      for (const match of m.sql.matchAll(
        /CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/gi,
      ))
        wanted.add(match[1]!);
      // A later migration may drop an index an earlier one made (0010 drops people_name_key).
      for (const match of m.sql.matchAll(/DROP\s+INDEX\s+(?:IF\s+EXISTS\s+)?(\w+)/gi))
        wanted.delete(match[1]!);
      // Or rebuild one under a new name and give it the old one (0023: posts_board_new_idx).
      for (const match of m.sql.matchAll(/ALTER\s+INDEX\s+(\w+)\s+RENAME\s+TO\s+(\w+)/gi)) {
        wanted.delete(match[1]!);
        wanted.add(match[2]!);
      }
      references += (m.sql.match(/\bREFERENCES\b/gi) ?? []).length;
    }
    const present = await client.query<{ name: string }>(
      "SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'",
    );
    const have = new Set(present.rows.map((r) => r.name));
    const missing = [...wanted].filter((name) => !have.has(name));
    check(
      'indexes of the migrations',
      missing.length === 0,
      missing.length ? `missing ${missing.join(', ')}` : `${wanted.size} present`,
    );
    const fks = await client.query<{ total: string; invalid: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE NOT convalidated) AS invalid
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    const totalFks = Number(fks.rows[0]?.total ?? 0);
    const invalidFks = Number(fks.rows[0]?.invalid ?? 0);
    check(
      'foreign keys',
      totalFks >= references && invalidFks === 0,
      `${totalFks} present (migrations declare ${references}), ${invalidFks} not validated`,
    );

    const ok = checks.every((c) => c.ok);
    return { ok, checks, counts };
  } finally {
    client.release();
  }
}

/**
 * An md5 over every generated row in a fixed order: equal fingerprints mean equal data, which is
 * how determinism for a seed (and a fixed --now) is checked. Reads every row: seconds per million.
 */
export async function fingerprint(database: Db | pg.Pool): Promise<string> {
  const pool = 'pool' in database ? database.pool : database;
  const client = await pool.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    const parts: [string, string, string][] = [
      ['users', 'id, email, nickname, created_at', 'id'],
      [
        'posts',
        'id, board_id, author_id, type, title, content, url, image_url, video_url, images, like_count, comment_count, view_count, hot_score, search_tokens, created_at, updated_at, deleted_at',
        'id',
      ],
      ['post_likes', 'post_id, user_id, created_at', 'post_id, user_id'],
      ['saved_posts', 'user_id, post_id, created_at', 'user_id, post_id'],
      [
        'comments',
        'id, post_id, author_id, parent_id, content, like_count, reply_count, created_at, updated_at, deleted_at',
        'id',
      ],
      ['comment_likes', 'comment_id, user_id, created_at', 'comment_id, user_id'],
      ['board_subscriptions', 'board_id, user_id, created_at', 'board_id, user_id'],
      ['boards', 'id, post_count, subscriber_count', 'id'],
    ];
    const sums: string[] = [];
    for (const [table, columns, order] of parts) {
      const { rows } = await client.query<{ md5: string | null }>(
        `SELECT md5(string_agg(t::text, E'\\n' ORDER BY ${order})) AS md5 FROM (SELECT ${columns} FROM ${table}) t`,
      );
      sums.push(`${table}:${rows[0]?.md5 ?? '-'}`);
    }
    const { rows } = await client.query<{ md5: string }>('SELECT md5($1) AS md5', [sums.join(',')]);
    return rows[0]!.md5;
  } finally {
    client.release();
  }
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string' },
      embedded: { type: 'string' },
      sample: { type: 'string' },
      fingerprint: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const embeddedDir = values.embedded ? path.resolve(values.embedded) : undefined;
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const lock = embeddedDir ? await lockDataDir(path.dirname(embeddedDir)) : undefined;
  const database = await openDatabase(
    embeddedDir ? { kind: 'pglite', dir: embeddedDir } : { kind: 'postgres', url },
    2,
  );
  const started = performance.now();
  try {
    const result = await verify(database, {
      tokenSample: values.sample === undefined ? 5_000 : Number(values.sample),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const failed = result.checks.filter((c) => !c.ok);
    if (values.fingerprint) console.log(`fingerprint ${await fingerprint(database)}`);
    console.log(
      failed.length
        ? `verify FAILED (${failed.length} checks) in ${seconds} s`
        : `verify passed: ${result.checks.length} checks in ${seconds} s`,
    );
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await closeDatabase(database);
    await lock?.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
