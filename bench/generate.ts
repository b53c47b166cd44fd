/**
 * Benchmark data: fills a PostgreSQL (or embedded PGlite) database with users, posts, likes,
 * comments, saves and subscriptions at the scale of DESIGN.md 'Budgets' (1,000,000 posts and
 * 5,000,000 likes by default), deterministic for a seed. See bench/README.md.
 *
 *   node --import tsx bench/generate.ts [--posts 1000000] [--likes 5000000] [--users 50000]
 *     [--comments N] [--comment-likes N] [--seed 42] [--now ISO] [--fresh]
 *     [--database-url postgres://postgres@127.0.0.1:5432/myeolgong_bench | --embedded <dir>]
 */
import { access, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseTarget, type Db } from '../apps/server/src/db/client';
import { lockDataDir } from '../apps/server/src/db/data-dir-lock';
import { migrate } from '../apps/server/src/db/migrate';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { documentTokens, postTokens } from '../apps/server/src/lib/search-tokens';
import { DAY, HOUR, makePlan, type DataParams, type Plan } from './plan';
import { Rng } from './random';
import { makeBody, makeComment, makeLink, makeNickname, makeTitle } from './text';
import { IMAGE_PATHS, type BoardName } from './vocab';
import universe from '../apps/server/src/modules/stocks/data/universe.json';

/** Bump whenever the generated data changes for the same parameters. */
export const GENERATOR_VERSION = '6';

/** Every generated member can sign in with this password (e-mail bench{id}@example.com). */
export const BENCH_PASSWORD = 'bench-password-1234';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/myeolgong_bench';

export const POSTGRES_DEFAULTS = { posts: 1_000_000, likes: 5_000_000, users: 50_000 } as const;
export const EMBEDDED_DEFAULTS = { posts: 50_000, likes: 200_000, users: 2_000 } as const;

const BOARDS: readonly BoardName[] = ['myeolgong', 'stock', 'free'];

/** The tables the bulk load fills, whose secondary indexes and foreign keys are rebuilt after. */
const BULK_TABLES = [
  'posts',
  'post_likes',
  'saved_posts',
  'comments',
  'comment_likes',
  'board_subscriptions',
];

export interface GenerateOptions {
  /** Where to write; or pass `database` (an open database, left open afterwards). */
  target?: DatabaseTarget;
  database?: Db;
  posts: number;
  likes: number;
  users: number;
  /** Default: two per post. */
  comments?: number;
  /** Default: one per two comments. */
  commentLikes?: number;
  seed: number;
  /** The newest moment of the data; default: now, rounded down to the hour. */
  now?: Date;
  /** Rows per INSERT (default 5,000). */
  batchSize?: number;
  /** Progress lines (default: stderr). */
  log?: (line: string) => void;
  /** TOAST compression for the load where the server supports it (default lz4). */
  compression?: 'lz4' | 'pglz';
}

export interface PhaseTiming {
  name: string;
  rows: number;
  seconds: number;
}

export interface GenerateSummary {
  version: string;
  anchor: string;
  seconds: number;
  phases: PhaseTiming[];
  counts: Record<string, number>;
  /** Rows whose counters the final reconciling UPDATEs had to change (0 when the plan held). */
  reconciled: Record<string, number>;
  databaseBytes: number;
}

export function resolveParams(options: Omit<GenerateOptions, 'target' | 'database'>): DataParams {
  const comments = options.comments ?? options.posts * 2;
  const params: DataParams = {
    posts: options.posts,
    likes: options.likes,
    users: options.users,
    comments,
    commentLikes: options.commentLikes ?? Math.floor(comments / 2),
    seed: options.seed,
  };
  for (const [key, value] of Object.entries(params)) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`--${key} must be a whole number ≥ 0`);
  }
  if (params.users < 1) throw new Error('--users must be at least 1');
  if (params.posts < 1) throw new Error('--posts must be at least 1');
  return params;
}

/** The data version bench_meta records: equal versions mean equal data (given the same anchor). */
export function dataVersion(params: DataParams): string {
  return (
    `gen${GENERATOR_VERSION};posts=${params.posts};likes=${params.likes};users=${params.users};` +
    `comments=${params.comments};commentLikes=${params.commentLikes};seed=${params.seed}`
  );
}

const iso = (ms: number) => new Date(ms).toISOString();
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Progress of one phase: a line at most every two seconds, with rows per second. */
class Progress {
  private readonly started = performance.now();
  private lastPrint = this.started;
  private rows = 0;

  constructor(
    private readonly name: string,
    private readonly total: number,
    private readonly log: (line: string) => void,
  ) {}

  add(rows: number) {
    this.rows += rows;
    const now = performance.now();
    if (now - this.lastPrint >= 2_000) {
      this.lastPrint = now;
      const rate = this.rows / ((now - this.started) / 1000);
      const pct = this.total ? ` ${((100 * this.rows) / this.total).toFixed(0).padStart(3)}%` : '';
      this.log(
        `  ${this.name.padEnd(14)} ${fmt(this.rows).padStart(11)} / ${fmt(this.total)}${pct}  ${fmt(rate)} rows/s`,
      );
    }
  }

  finish(phases: PhaseTiming[]): PhaseTiming {
    const seconds = (performance.now() - this.started) / 1000;
    const timing = { name: this.name, rows: this.rows, seconds };
    phases.push(timing);
    const rate = seconds > 0 ? this.rows / seconds : 0;
    this.log(
      `✓ ${this.name.padEnd(14)} ${fmt(this.rows).padStart(11)} rows  ${seconds.toFixed(1).padStart(6)} s  ${fmt(rate)} rows/s`,
    );
    return timing;
  }
}

/**
 * One INSERT on the wire at a time (node-postgres no longer wants queued queries), while the
 * caller builds the next batch: the database and the generator work side by side.
 */
class Pipeline {
  private inflight: Promise<unknown> | null = null;

  async send(run: () => Promise<unknown>) {
    if (this.inflight) await this.inflight;
    const query = run();
    query.catch(() => undefined); // awaited by the next send or drain
    this.inflight = query;
  }

  async drain() {
    const last = this.inflight;
    this.inflight = null;
    if (last) await last;
  }
}

const INSERT_USERS = `
  INSERT INTO users (id, email, password_hash, nickname, created_at, updated_at)
  OVERRIDING SYSTEM VALUE
  SELECT u.id, u.email, $3, u.nickname, u.created_at, u.created_at
  FROM unnest($1::bigint[], $2::text[], $4::text[], $5::timestamptz[])
    AS u(id, email, nickname, created_at)`;

const INSERT_POSTS = `
  INSERT INTO posts (id, board_id, author_id, type, title, content, url, image_url, video_url, images,
    like_count, comment_count, view_count, hot_score, search_tokens, created_at, updated_at, deleted_at)
  OVERRIDING SYSTEM VALUE
  SELECT u.id, u.board_id, u.author_id, u.type, u.title, u.content, u.url, u.image_url, u.video_url,
    CASE WHEN u.images = '' THEN '{}'::text[] ELSE string_to_array(u.images, ' ') END,
    u.like_count, u.comment_count, u.view_count, hot_score(u.like_count, u.created_at),
    string_to_array(u.tokens, ' '), u.created_at, u.updated_at, u.deleted_at
  FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::text[], $9::text[], $10::text[], $11::int[], $12::int[], $13::int[], $14::text[],
    $15::timestamptz[], $16::timestamptz[], $17::timestamptz[])
    AS u(id, board_id, author_id, type, title, content, url, image_url, video_url, images,
      like_count, comment_count, view_count, tokens, created_at, updated_at, deleted_at)`;

const INSERT_COMMENTS = `
  INSERT INTO comments (id, post_id, author_id, parent_id, content, like_count, reply_count,
    created_at, updated_at, deleted_at, search_tokens)
  OVERRIDING SYSTEM VALUE
  SELECT u.id, u.post_id, u.author_id, u.parent_id, u.content, u.like_count, u.reply_count,
    u.created_at, u.updated_at, u.deleted_at, string_to_array(u.tokens, ' ')
  FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[],
    $6::int[], $7::int[], $8::timestamptz[], $9::timestamptz[], $10::timestamptz[], $11::text[])
    AS u(id, post_id, author_id, parent_id, content, like_count, reply_count, created_at,
      updated_at, deleted_at, tokens)`;

/**
 * Likes of the rows id BETWEEN $7 AND $8 of a table with a like_count: row x gets like_count
 * likes from the members 1 + (a + k·s) mod users (k = 0 … like_count − 1, s coprime with the
 * number of members, so no member likes a row twice), dated after the row by a truncated
 * exponential delay. a, s and the delays come from hashint8extended, so the SQL is deterministic.
 */
function likeSql(
  table: 'posts' | 'comments',
  likeTable: string,
  idColumn: string,
  meanSeconds: number,
) {
  return `
  INSERT INTO ${likeTable} (${idColumn}, user_id, created_at)
  SELECT h.id, 1 + (h.a + k * h.s) % $1::bigint,
    h.created_at + (-${meanSeconds}.0 * ln(1 - h.span *
      (((hashint8extended(h.id * 1048576 + k, $5) & 4294967295) + 0.5) / 4294967296.0))) * interval '1 second'
  FROM (
    SELECT x.id, x.created_at, x.like_count,
      (hashint8extended(x.id, $3) & 2147483647) % $1::bigint AS a,
      ($2::bigint[])[1 + (hashint8extended(x.id, $4) & 2147483647) % cardinality($2::bigint[])] AS s,
      1 - exp(-extract(epoch FROM $6::timestamptz - x.created_at)::float8 / ${meanSeconds}.0) AS span
    FROM ${table} x
    WHERE x.id BETWEEN $7 AND $8 AND x.like_count > 0
    OFFSET 0
  ) h
  CROSS JOIN LATERAL generate_series(0, h.like_count - 1) AS k`;
}

interface SchemaObjects {
  indexes: { table: string; name: string; def: string }[];
  foreignKeys: { table: string; name: string; def: string }[];
}

async function secondaryObjects(client: pg.PoolClient): Promise<SchemaObjects> {
  const tables = BULK_TABLES.map((t) => `public.${t}`);
  const indexes = await client.query<{ table: string; name: string; def: string }>(
    `SELECT i.indrelid::regclass::text AS table, i.indexrelid::regclass::text AS name,
       pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary AND NOT i.indisunique
     ORDER BY 1, 2`,
    [tables],
  );
  const foreignKeys = await client.query<{ table: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS table, quote_ident(c.conname) AS name,
       pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.conrelid = ANY($1::regclass[])
     ORDER BY 1, 2`,
    [tables],
  );
  return { indexes: indexes.rows, foreignKeys: foreignKeys.rows };
}

/**
 * Fills an empty, migrated (or brand-new) database: users, posts with search tokens and hot
 * score, comments and replies, post and comment likes, saves, subscriptions, then exact counters.
 *
 * Three transactions: (1) the bulk tables' secondary indexes and foreign keys are dropped and the
 * users and posts written; (2) comments, likes, saves and subscriptions are written and their
 * indexes rebuilt, while on PostgreSQL a second connection rebuilds the posts' indexes (the
 * search GIN index is the longest step of all); (3) every counter is set from its rows, the
 * foreign keys are re-added and validated, and the rebuilt schema is compared with the original.
 */
export async function generate(options: GenerateOptions): Promise<GenerateSummary> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const params = resolveParams(options);
  const version = dataVersion(params);
  const anchor = options.now ? options.now.getTime() : Math.floor(Date.now() / HOUR) * HOUR;
  const batchSize = options.batchSize ?? 5_000;
  const started = performance.now();
  const phases: PhaseTiming[] = [];
  const elapsed = (since: number) => ((performance.now() - since) / 1000).toFixed(1).padStart(6);

  if (!options.database && !options.target) throw new Error('generate: pass target or database');
  const database = options.database ?? (await openDatabase(options.target!, 2));
  const big = database.kind === 'postgres';
  let client: pg.PoolClient;
  try {
    await migrate(database.pool);
    client = await database.pool.connect();
  } catch (error) {
    if (!options.database) await closeDatabase(database);
    throw error;
  }
  let second: pg.PoolClient | null = null;
  let background: Promise<void> | null = null;
  try {
    await client.query(
      'CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL)',
    );
    const used = await client.query<{ used: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM posts) AS used',
    );
    if (used.rows[0]?.used)
      throw new Error('the database already has users or posts: generate needs an empty one');
    await setMeta(client, {
      state: 'filling',
      version,
      generator_version: GENERATOR_VERSION,
      params: JSON.stringify(params),
      anchor: iso(anchor),
      started_at: new Date().toISOString(),
    });
    const compression = await sessionSettings(
      client,
      big ? '1GB' : '128MB',
      options.compression ?? 'lz4',
    );

    log(`bench data ${version}, anchor ${iso(anchor)}, TOAST compression ${compression}`);
    let t = performance.now();
    const plan = makePlan(params, anchor);
    phases.push({ name: 'plan', rows: params.posts, seconds: (performance.now() - t) / 1000 });
    log(`✓ plan           ${fmt(params.posts).padStart(11)} posts ${elapsed(t)} s`);

    const boardRows = await client.query<{ id: number; name: string }>(
      'SELECT id, lower(name) AS name FROM boards',
    );
    const boardIds = BOARDS.map((name) => {
      const row = boardRows.rows.find((r) => r.name === name);
      if (!row) throw new Error(`built-in board ${name} is missing`);
      return row.id;
    });

    // 1. Users and posts, with the secondary indexes and foreign keys out of the way.
    await client.query('BEGIN');
    const before = await secondaryObjects(client);
    for (const fk of before.foreignKeys) {
      await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`);
    }
    for (const index of before.indexes) await client.query(`DROP INDEX ${index.name}`);
    await insertUsers(client, plan, batchSize, log, phases);
    const facts = await insertPosts(client, plan, boardIds, batchSize, log, phases);
    await client.query('COMMIT');

    // 2. The posts' indexes (GIN first, the longest) beside everything else.
    const postIndexes = before.indexes
      .filter((i) => i.table === 'posts')
      .sort((a, b) => Number(/USING gin/i.test(b.def)) - Number(/USING gin/i.test(a.def)));
    const otherIndexes = before.indexes.filter((i) => i.table !== 'posts');
    if (big) {
      second = await database.pool.connect();
      await sessionSettings(second, '2GB', options.compression ?? 'lz4');
      background = buildIndexes(second, postIndexes, '[2nd connection] ', log, phases);
      background.catch(() => undefined); // awaited below
    }
    await client.query('BEGIN');
    await insertComments(client, plan, facts, batchSize, log, phases);
    const seedBase = BigInt(params.seed) * 64n;
    const salt = (k: number) => (seedBase + BigInt(k)).toString();
    await insertLikes(
      client,
      plan,
      'post likes',
      likeSql('posts', 'post_likes', 'post_id', 86_400),
      plan.likes,
      [salt(1), salt(2), salt(3)],
      log,
      phases,
    );
    await insertLikes(
      client,
      plan,
      'comment likes',
      likeSql('comments', 'comment_likes', 'comment_id', 43_200),
      plan.commentLikes,
      [salt(4), salt(5), salt(6)],
      log,
      phases,
    );

    let progress = new Progress('saves', Math.round(params.likes / 10), log);
    const saves = await client.query(
      `INSERT INTO saved_posts (user_id, post_id, created_at)
       SELECT l.user_id, l.post_id,
         least($2::timestamptz, l.created_at + ((hashint8extended(l.post_id * 1048576 + l.user_id, $3) & 4095) * interval '1 minute'))
       FROM post_likes l
       WHERE (hashint8extended(l.post_id * 1048576 + l.user_id, $1) & 1023) < 102`,
      [salt(7), iso(anchor), salt(8)],
    );
    progress.add(saves.rowCount ?? 0);
    progress.finish(phases);

    progress = new Progress('subscriptions', 0, log);
    const subs = await client.query(
      `INSERT INTO board_subscriptions (board_id, user_id, created_at)
       SELECT b.id, u.id, u.created_at + ((hashint8extended(u.id * 16 + b.id, $1) & 255) * interval '1 day')
       FROM users u
       CROSS JOIN unnest($2::int[], $3::int[]) AS b(id, pct)
       WHERE (hashint8extended(u.id * 16 + b.id, $4) & 1023) % 100 < b.pct`,
      [salt(9), boardIds, [35, 55, 45], salt(10)],
    );
    progress.add(subs.rowCount ?? 0);
    progress.finish(phases);

    await buildIndexes(client, otherIndexes, '', log, phases);
    await client.query('COMMIT');
    if (background) {
      t = performance.now();
      await background;
      background = null;
      log(`✓ waited for the posts' indexes ${elapsed(t)} s`);
    } else {
      await buildIndexes(client, postIndexes, '', log, phases);
    }

    // 3. Counters from the rows, sequences, foreign keys.
    await client.query('BEGIN');
    t = performance.now();
    const reconciled = await reconcileCounters(client);
    for (const table of ['users', 'posts', 'comments']) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
      );
    }
    phases.push({ name: 'counters', rows: 0, seconds: (performance.now() - t) / 1000 });
    log(
      `✓ counters       ${elapsed(t)} s  set from the rows; rows changed: ${JSON.stringify(reconciled)}`,
    );
    t = performance.now();
    for (const fk of before.foreignKeys) {
      await client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.def}`);
    }
    phases.push({
      name: 'foreign keys',
      rows: before.foreignKeys.length,
      seconds: (performance.now() - t) / 1000,
    });
    log(`✓ foreign keys   ${elapsed(t)} s  ${before.foreignKeys.length} re-added and validated`);
    const after = await secondaryObjects(client);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      throw new Error('the rebuilt indexes or foreign keys differ from the schema');
    }
    await client.query('COMMIT');

    t = performance.now();
    await client.query('VACUUM (ANALYZE)');
    phases.push({ name: 'vacuum analyze', rows: 0, seconds: (performance.now() - t) / 1000 });
    log(`✓ vacuum analyze ${elapsed(t)} s`);

    const counts = await tableCounts(client);
    const size = await client.query<{ bytes: string | number }>(
      'SELECT pg_database_size(current_database()) AS bytes',
    );
    const databaseBytes = Number(size.rows[0]?.bytes ?? 0);
    const seconds = (performance.now() - started) / 1000;
    await setMeta(client, {
      state: 'complete',
      finished_at: new Date().toISOString(),
      seconds: seconds.toFixed(1),
      counts: JSON.stringify(counts),
      database_bytes: String(databaseBytes),
    });
    return { version, anchor: iso(anchor), seconds, phases, counts, reconciled, databaseBytes };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (background) await background.catch(() => undefined);
    throw error;
  } finally {
    client.release();
    second?.release();
    if (!options.database) await closeDatabase(database);
  }
}

/**
 * Closes a database opened here. Db.close() ends the pg pool only through Kysely, which ends it
 * only if Kysely itself was used: a pool used directly would otherwise keep the process alive
 * until its idle timeout (30 s).
 */
export async function closeDatabase(database: Db) {
  if (!database.pool.ended) await database.pool.end();
  await database.close();
}

/**
 * Session settings for the load: memory for index builds and aggregates, no wait for WAL flushes,
 * and lz4 TOAST compression where the server has it (pglz costs ~70 µs per post on the ~3 KB
 * search_tokens arrays; the column keeps the default method, so the app's own writes are unchanged).
 */
async function sessionSettings(
  client: pg.PoolClient,
  maintenanceMemory: string,
  compression: 'lz4' | 'pglz',
): Promise<string> {
  await client.query(`SET maintenance_work_mem = '${maintenanceMemory}'`);
  await client.query(`SET work_mem = '${maintenanceMemory === '128MB' ? '32MB' : '256MB'}'`);
  await client.query('SET synchronous_commit = off');
  const { rows } = await client.query<{ ok: boolean }>(
    "SELECT $1 = ANY(enumvals) AS ok FROM pg_settings WHERE name = 'default_toast_compression'",
    [compression],
  );
  if (!rows[0]?.ok) return 'pglz';
  await client.query(`SET default_toast_compression = '${compression}'`);
  return compression;
}

async function buildIndexes(
  client: pg.PoolClient,
  indexes: SchemaObjects['indexes'],
  prefix: string,
  log: (line: string) => void,
  phases: PhaseTiming[],
) {
  for (const index of indexes) {
    const t = performance.now();
    await client.query(index.def);
    const seconds = (performance.now() - t) / 1000;
    phases.push({ name: `index ${index.name}`, rows: 0, seconds });
    log(`✓ ${prefix}index ${index.name.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s`);
  }
}

async function setMeta(client: pg.PoolClient, values: Record<string, string>) {
  await client.query(
    `INSERT INTO bench_meta (key, value) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [Object.keys(values), Object.values(values)],
  );
}

export async function tableCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const tables = [
    'users',
    'boards',
    'board_subscriptions',
    'posts',
    'post_likes',
    'saved_posts',
    'comments',
    'comment_likes',
  ];
  const { rows } = await client.query<Record<string, string | number>>(
    `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`,
  );
  return Object.fromEntries(tables.map((t) => [t, Number(rows[0]?.[t] ?? 0)]));
}

async function insertUsers(
  client: pg.PoolClient,
  plan: Plan,
  batchSize: number,
  log: (line: string) => void,
  phases: PhaseTiming[],
) {
  const { users, seed } = plan.params;
  const progress = new Progress('users', users, log);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rng = new Rng(seed, 'users');
  const taken = new Set<string>();
  const pipeline = new Pipeline();
  for (let start = 0; start < users; start += batchSize) {
    const ids: number[] = [];
    const emails: string[] = [];
    const nicknames: string[] = [];
    const created: string[] = [];
    for (let u = start; u < Math.min(users, start + batchSize); u++) {
      ids.push(u + 1);
      emails.push(`bench${u + 1}@example.com`);
      nicknames.push(makeNickname(rng, taken));
      created.push(iso(plan.userCreated[u]!));
    }
    await pipeline.send(() =>
      client
        .query(INSERT_USERS, [ids, emails, passwordHash, nicknames, created])
        .then(() => progress.add(ids.length)),
    );
  }
  await pipeline.drain();
  progress.finish(phases);
}

/**
 * Lets the event loop run: a batch of a few megabytes leaves the socket only while the loop runs,
 * so without this the database would wait for the next batch to be built before it could start.
 */
const yieldToSocket = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Column arrays of one INSERT … SELECT FROM unnest(…). */
class Columns {
  readonly columns: unknown[][];
  size = 0;

  constructor(private readonly width: number) {
    this.columns = Array.from({ length: width }, () => []);
  }

  push(...values: unknown[]) {
    for (let i = 0; i < this.width; i++) this.columns[i]!.push(values[i]);
    this.size++;
  }

  take(): unknown[][] {
    const taken = this.columns.map((c) => c.splice(0));
    this.size = 0;
    return taken;
  }
}

/** Posts with their text, media, search tokens, planned counters and (in SQL) hot score. */
async function insertPosts(
  client: pg.PoolClient,
  plan: Plan,
  boardIds: number[],
  batchSize: number,
  log: (line: string) => void,
  phases: PhaseTiming[],
): Promise<PostFacts> {
  const n = plan.params.posts;
  const rng = new Rng(plan.params.seed, 'posts');
  const facts: PostFacts = { deleted: new Uint8Array(n), mentioned: new Map() };
  const mentionRng = new Rng(plan.params.seed, 'stock-mentions');
  const mentions = new Columns(5);
  const rows = new Columns(17);
  const pipeline = new Pipeline();
  const progress = new Progress('posts', n, log);
  const flush = async () => {
    const count = rows.size;
    const values = rows.take();
    await pipeline.send(() => client.query(INSERT_POSTS, values).then(() => progress.add(count)));
  };
  for (let i = 0; i < n; i++) {
    const board = BOARDS[plan.board[i]!]!;
    const created = plan.created[i]!;
    const age = plan.anchor - created - 1;
    const r = rng.next();
    const type = r < 0.03 ? 'LINK' : r < 0.06 ? 'IMAGE' : 'TEXT';
    const title = makeTitle(rng, board);
    const target = type === 'LINK' ? rng.lognormal(90, 0.5) : rng.lognormal(220, 0.8);
    const body = makeBody(rng, board, Math.max(50, Math.min(1500, Math.round(target))));
    // `$종목` mentions (issue 27) from their own random stream, so the rest stays as it was.
    const mentioned = pickMentions(mentionRng, board);
    const content = mentioned.length
      ? `${body} ${mentioned.map((s) => `$${s.name}`).join(' ')}`
      : body;
    let url: string | null = null;
    let videoUrl: string | null = null;
    let imageUrl: string | null = null;
    let images = '';
    if (type === 'LINK') {
      url = makeLink(rng, board);
      if (url.startsWith('https://www.youtube.com/')) videoUrl = url;
    } else if (type === 'IMAGE') {
      const chosen: string[] = [];
      for (let k = rng.range(1, 3); k > 0; k--) chosen.push(rng.pick(IMAGE_PATHS));
      imageUrl = chosen[0]!;
      images = chosen.join(' ');
    }
    const updated = rng.chance(0.06) ? created + rng.truncatedExponential(3 * HOUR, age) : created;
    const deletedAt = rng.chance(0.004) ? created + rng.truncatedExponential(2 * DAY, age) : null;
    // A deleted post leaves 종목토론 (the app deletes its post_stocks rows): none for it here.
    if (deletedAt === null) {
      mentioned.forEach((s, position) =>
        mentions.push(i + 1, s.code, s.name, position, iso(created)),
      );
      if (mentioned.length) facts.mentioned.set(i, mentioned);
    } else facts.deleted[i] = 1;
    rows.push(
      i + 1,
      boardIds[plan.board[i]!]!,
      plan.author[i]!,
      type,
      title,
      content,
      url,
      imageUrl,
      videoUrl,
      images,
      plan.likes[i]!,
      plan.liveComments[i]!,
      plan.views[i]!,
      postTokens(title, content).join(' '),
      iso(created),
      iso(Math.floor(updated)),
      deletedAt === null ? null : iso(Math.floor(deletedAt)),
    );
    if (rows.size >= batchSize) await flush();
    else if ((i & 255) === 255) await yieldToSocket();
  }
  if (rows.size) await flush();
  await pipeline.drain();
  progress.finish(phases);
  // After every post, for post_stocks' foreign key.
  const mentionRows = await insertInBatches(client, INSERT_POST_STOCKS, mentions, batchSize);
  log(`  post_stocks    ${fmt(mentionRows)} mentions`);
  return facts;
}

/** What the comments' mentions need to know of the posts insertPosts wrote (index = id − 1). */
interface PostFacts {
  deleted: Uint8Array;
  /** The stocks a live post mentions itself, in order. */
  mentioned: Map<number, { code: string; name: string }[]>;
}

/** Writes the rows gathered in `rows` with `sql` (one array parameter per column), in batches. */
async function insertInBatches(
  client: pg.PoolClient,
  sql: string,
  rows: Columns,
  batchSize: number,
): Promise<number> {
  const count = rows.size;
  const columns = rows.take();
  for (let at = 0; at < count; at += batchSize) {
    await client.query(
      sql,
      columns.map((column) => column.slice(at, at + batchSize)),
    );
  }
  return count;
}

/** The 60 largest listings of the shipped universe by market value, largest first. */
const MENTION_STOCKS = (
  universe.stocks as unknown as [string, string, string, number, number, number][]
)
  .map(([code, name, , , shares, price]) => ({ code, name, value: shares * price }))
  .sort((a, b) => b.value - a.value)
  .slice(0, 60)
  .map(({ code, name }) => ({ code, name }));
/** Cumulative Zipf weights (1/rank) over MENTION_STOCKS. */
const MENTION_WEIGHTS = MENTION_STOCKS.reduce<number[]>(
  (sums, _, i) => [...sums, (sums.at(-1) ?? 0) + 1 / (i + 1)],
  [],
);
const MENTION_WEIGHT_TOTAL = MENTION_WEIGHTS.at(-1)!;

const INSERT_POST_STOCKS = `
  INSERT INTO post_stocks (post_id, stock_code, stock_name, position, post_created_at)
  SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::smallint[], $5::timestamptz[])`;

/**
 * The stocks one generated post mentions: about 40% of the 투자 board's posts and 3% of the
 * others, one to three stocks, drawn with Zipf-like weights from the 60 largest listings (so a
 * few stocks, 삼성전자 first, carry most of the talk, as on real boards).
 */
function pickMentions(rng: Rng, board: BoardName): { code: string; name: string }[] {
  if (!rng.chance(board === 'stock' ? 0.4 : 0.03)) return [];
  const chosen = new Map<string, { code: string; name: string }>();
  for (let k = rng.range(1, 3); k > 0; k--) {
    const stock = zipfStock(rng);
    chosen.set(stock.code, stock);
  }
  return [...chosen.values()];
}

/** One of MENTION_STOCKS, by their Zipf weights. */
function zipfStock(rng: Rng): { code: string; name: string } {
  const u = rng.next() * MENTION_WEIGHT_TOTAL;
  const index = MENTION_WEIGHTS.findIndex((w) => w >= u);
  return MENTION_STOCKS[index < 0 ? MENTION_STOCKS.length - 1 : index]!;
}

/**
 * Comments post by post, in time order after their post; about a third are replies to an earlier
 * top-level comment of the same post (mostly the first ones). Deletions come from the plan, so the
 * posts' comment_count written before already matches; reply_count counts live replies.
 */
async function insertComments(
  client: pg.PoolClient,
  plan: Plan,
  facts: PostFacts,
  batchSize: number,
  log: (line: string) => void,
  phases: PhaseTiming[],
) {
  const { posts: n, comments: total, users, seed } = plan.params;
  const rng = new Rng(seed, 'comments');
  const mentionRng = new Rng(seed, 'comment-mentions');
  const commentMentions = new Columns(6);
  const postMentions = new Columns(5);
  const anchor = plan.anchor;
  const rows = new Columns(11);
  const pipeline = new Pipeline();
  const progress = new Progress('comments', total, log);
  const flush = async () => {
    const count = rows.size;
    const values = rows.take();
    await pipeline.send(() =>
      client.query(INSERT_COMMENTS, values).then(() => progress.add(count)),
    );
  };
  let times = new Float64Array(64);
  let parents = new Int32Array(64);
  let replies = new Int32Array(64);
  let tops = new Int32Array(64);
  let first = 0; // id − 1 of the post's first comment
  for (let i = 0; i < n; i++) {
    const k = plan.comments[i]!;
    if (k === 0) continue;
    const board = BOARDS[plan.board[i]!]!;
    const created = plan.created[i]!;
    const age = anchor - created - 1;
    if (k > times.length) {
      const size = Math.max(k, times.length * 2);
      times = new Float64Array(size);
      parents = new Int32Array(size);
      replies = new Int32Array(size);
      tops = new Int32Array(size);
    }
    for (let j = 0; j < k; j++)
      times[j] = Math.floor(created + 1 + rng.truncatedExponential(6 * HOUR, age - 1));
    times.subarray(0, k).sort();
    let topLevel = 0;
    for (let j = 0; j < k; j++) {
      replies[j] = 0;
      parents[j] = -1;
      if (topLevel > 0 && rng.chance(0.35))
        parents[j] = tops[Math.floor(rng.next() ** 1.5 * topLevel)]!;
      else tops[topLevel++] = j;
      if (parents[j]! >= 0 && !plan.commentDeleted[first + j]) replies[parents[j]!]! += 1;
    }
    for (let j = 0; j < k; j++) {
      const id = first + j + 1;
      const isReply = parents[j]! >= 0;
      const at = times[j]!;
      const left = anchor - at - 1;
      const edited = rng.chance(0.03) ? at + rng.truncatedExponential(HOUR, left) : at;
      const gone = plan.commentDeleted[id - 1] ? at + rng.truncatedExponential(DAY, left) : null;
      // `$종목` in comments (issue 27), from their own stream: a live comment of a live post
      // enters the post into the stock's 종목토론 (a post_stocks row without a position).
      const stock = pickCommentMention(mentionRng, board, facts.mentioned.get(i));
      const text = makeComment(rng, board, isReply);
      const content = stock ? `${text} $${stock.name}` : text;
      if (stock && gone === null && !facts.deleted[i]) {
        commentMentions.push(id, i + 1, stock.code, stock.name, 0, iso(at));
        const known = facts.mentioned.get(i) ?? [];
        if (!known.some((s) => s.code === stock.code)) {
          postMentions.push(i + 1, stock.code, stock.name, null, iso(created));
          facts.mentioned.set(i, [...known, stock]);
        }
      }
      rows.push(
        id,
        i + 1,
        1 + Math.floor(users * rng.next() ** 1.8),
        isReply ? first + parents[j]! + 1 : null,
        content,
        plan.commentLikes[id - 1]!,
        replies[j]!,
        iso(at),
        iso(Math.floor(edited)),
        gone === null ? null : iso(Math.floor(gone)),
        documentTokens(content).join(' '),
      );
    }
    first += k;
    if (rows.size >= batchSize) await flush();
    else if ((i & 255) === 255) await yieldToSocket();
  }
  if (rows.size) await flush();
  await pipeline.drain();
  if (first !== total) throw new Error(`comments: wrote ${first}, planned ${total}`);
  progress.finish(phases);
  // After the comments, for comment_stocks' foreign key.
  const mentionRows = await insertInBatches(
    client,
    INSERT_COMMENT_STOCKS,
    commentMentions,
    batchSize,
  );
  const postRows = await insertInBatches(client, INSERT_POST_STOCKS, postMentions, batchSize);
  log(
    `  comment_stocks ${fmt(mentionRows)} mentions (${fmt(postRows)} posts entered 종목토론 by a comment)`,
  );
}

const INSERT_COMMENT_STOCKS = `
  INSERT INTO comment_stocks (comment_id, post_id, stock_code, stock_name, position, created_at)
  SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::smallint[],
                       $6::timestamptz[])`;

/**
 * The stock one generated comment mentions, if any: about 12% of the 투자 board's comments and
 * 0.5% of the others; on a post that mentions stocks, mostly one of its own (the thread talks
 * about the post's stock), otherwise a Zipf-weighted pick as for posts.
 */
function pickCommentMention(
  rng: Rng,
  board: BoardName,
  postStocks: readonly { code: string; name: string }[] | undefined,
): { code: string; name: string } | null {
  if (!rng.chance(board === 'stock' ? 0.12 : 0.005)) return null;
  if (postStocks?.length && rng.chance(0.7)) return rng.pick(postStocks);
  return zipfStock(rng);
}

async function insertLikes(
  client: pg.PoolClient,
  plan: Plan,
  name: string,
  sql: string,
  perRow: Int32Array,
  salts: [string, string, string],
  log: (line: string) => void,
  phases: PhaseTiming[],
) {
  let total = 0;
  for (const c of perRow) total += c;
  const progress = new Progress(name, total, log);
  // Ranges of ids holding about 250,000 likes each.
  let lo = 1;
  let inRange = 0;
  for (let i = 0; i < perRow.length; i++) {
    inRange += perRow[i]!;
    if (inRange >= 250_000 || i === perRow.length - 1) {
      const hi = i + 1;
      if (inRange > 0) {
        const result = await client.query(sql, [
          plan.params.users,
          plan.strides,
          salts[0],
          salts[1],
          salts[2],
          iso(plan.anchor),
          lo,
          hi,
        ]);
        progress.add(result.rowCount ?? 0);
      }
      lo = hi + 1;
      inRange = 0;
    }
  }
  const timing = progress.finish(phases);
  if (timing.rows !== total) throw new Error(`${name}: inserted ${timing.rows}, planned ${total}`);
}

/**
 * Sets every counter from the rows it counts, with one UPDATE … FROM (… GROUP BY …) per table:
 * the planned counters already match, so normally only the boards change. Returns the rows changed.
 */
async function reconcileCounters(client: pg.PoolClient): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  const run = async (name: string, sql: string) => {
    changed[name] = (await client.query(sql)).rowCount ?? 0;
  };
  await run(
    'posts.like_count',
    `UPDATE posts p SET like_count = x.n, hot_score = hot_score(x.n, p.created_at)
     FROM (SELECT q.id, count(l.post_id)::int AS n
           FROM posts q LEFT JOIN post_likes l ON l.post_id = q.id GROUP BY q.id) x
     WHERE x.id = p.id AND (p.like_count <> x.n OR p.hot_score <> hot_score(x.n, p.created_at))`,
  );
  await run(
    'posts.comment_count',
    `UPDATE posts p SET comment_count = x.n
     FROM (SELECT q.id, count(c.id) FILTER (WHERE c.deleted_at IS NULL AND c.hidden_at IS NULL)::int AS n
           FROM posts q LEFT JOIN comments c ON c.post_id = q.id GROUP BY q.id) x
     WHERE x.id = p.id AND p.comment_count <> x.n`,
  );
  await run(
    'comments.reply_count+like_count',
    `UPDATE comments c SET reply_count = x.replies, like_count = x.likes
     FROM (SELECT q.id, coalesce(r.n, 0)::int AS replies, coalesce(l.n, 0)::int AS likes
           FROM comments q
           LEFT JOIN (SELECT parent_id, count(*) FILTER (WHERE deleted_at IS NULL) AS n
                      FROM comments WHERE parent_id IS NOT NULL GROUP BY parent_id) r ON r.parent_id = q.id
           LEFT JOIN (SELECT comment_id, count(*) AS n FROM comment_likes GROUP BY comment_id) l
             ON l.comment_id = q.id) x
     WHERE x.id = c.id AND (c.reply_count <> x.replies OR c.like_count <> x.likes)`,
  );
  await run(
    'boards',
    `UPDATE boards b SET post_count = x.posts, subscriber_count = x.subscribers
     FROM (SELECT q.id,
             (SELECT count(*) FROM posts p
               WHERE p.board_id = q.id AND p.deleted_at IS NULL AND p.hidden_at IS NULL)::int AS posts,
             (SELECT count(*) FROM board_subscriptions s WHERE s.board_id = q.id)::int AS subscribers
           FROM boards q) x
     WHERE x.id = b.id AND (b.post_count <> x.posts OR b.subscriber_count <> x.subscribers)`,
  );
  return changed;
}

// ── Command line ──────────────────────────────────────────────────────────────────────────────

interface ExistingData {
  exists: boolean;
  /** bench_meta, when the database has that table. */
  meta: Map<string, string> | null;
  /** Tables in the public schema. */
  tables: number;
}

async function readMeta(client: pg.ClientBase): Promise<Omit<ExistingData, 'exists'>> {
  const { rows } = await client.query<{ tables: number; has_meta: boolean }>(
    `SELECT (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables,
            to_regclass('public.bench_meta') IS NOT NULL AS has_meta`,
  );
  const tables = rows[0]?.tables ?? 0;
  if (!rows[0]?.has_meta) return { meta: null, tables };
  const meta = await client.query<{ key: string; value: string }>(
    'SELECT key, value FROM bench_meta',
  );
  return { meta: new Map(meta.rows.map((r) => [r.key, r.value])), tables };
}

function adminUrl(url: string): { admin: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name) throw new Error('--database-url must name a database');
  parsed.pathname = '/postgres';
  return { admin: parsed.toString(), name };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function inspectPostgres(url: string): Promise<ExistingData> {
  const { admin, name } = adminUrl(url);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) return { exists: false, meta: null, tables: 0 };
  } finally {
    await client.end();
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return { exists: true, ...(await readMeta(db)) };
  } finally {
    await db.end();
  }
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl(url).admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function inspectEmbedded(dir: string): Promise<ExistingData> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  if (entries.length === 0) return { exists: false, meta: null, tables: 0 };
  const isDatabase = await access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!isDatabase)
    throw new Error(`${dir} is not empty and holds no PGlite database: refusing to touch it`);
  const database = await openDatabase({ kind: 'pglite', dir }, 1);
  try {
    const client = await database.pool.connect();
    try {
      return { exists: true, ...(await readMeta(client)) };
    } finally {
      client.release();
    }
  } finally {
    await closeDatabase(database);
  }
}

function parseCount(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number, not ${value}`);
  return n;
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      posts: { type: 'string' },
      likes: { type: 'string' },
      users: { type: 'string' },
      comments: { type: 'string' },
      'comment-likes': { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      'max-age-days': { type: 'string' },
      'database-url': { type: 'string' },
      embedded: { type: 'string' },
      compression: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      'node --import tsx bench/generate.ts [--posts N] [--likes N] [--users N] [--comments N]\n' +
        '  [--comment-likes N] [--seed 42] [--now ISO] [--max-age-days 3] [--compression lz4|pglz] [--fresh]\n' +
        `  [--database-url ${DEFAULT_DATABASE_URL} | --embedded <dir>]   (see bench/README.md)`,
    );
    return;
  }
  if (values.embedded && values['database-url'])
    throw new Error('give --embedded or --database-url, not both');
  const defaults = values.embedded ? EMBEDDED_DEFAULTS : POSTGRES_DEFAULTS;
  const posts = parseCount(values.posts, defaults.posts, 'posts');
  const comments = parseCount(values.comments, posts * 2, 'comments');
  const options = {
    posts,
    likes: parseCount(values.likes, defaults.likes, 'likes'),
    users: parseCount(values.users, defaults.users, 'users'),
    comments,
    commentLikes: parseCount(values['comment-likes'], Math.floor(comments / 2), 'comment-likes'),
    seed: parseCount(values.seed, 42, 'seed'),
  };
  const params = resolveParams(options);
  const version = dataVersion(params);
  const now = values.now ? new Date(values.now) : undefined;
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const maxAgeDays = parseCount(values['max-age-days'], 3, 'max-age-days');

  const embeddedDir = values.embedded ? path.resolve(values.embedded) : undefined;
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const where = embeddedDir ? `PGlite ${embeddedDir}` : url.replace(/\/\/[^@/]*@/, '//');
  // The server locks DATA_DIR, the parent of its pglite folder: take the same lock meanwhile.
  const lock = embeddedDir ? await lockDataDir(path.dirname(embeddedDir)) : undefined;
  try {
    const existing = embeddedDir ? await inspectEmbedded(embeddedDir) : await inspectPostgres(url);
    if (existing.exists) {
      const meta = existing.meta;
      const anchor = meta?.get('anchor');
      const ageDays = anchor ? (Date.now() - Date.parse(anchor)) / DAY : Infinity;
      const sameAnchor = now ? anchor === now.toISOString() : ageDays <= maxAgeDays;
      if (
        !values.fresh &&
        meta?.get('state') === 'complete' &&
        meta.get('version') === version &&
        sameAnchor
      ) {
        console.log(
          `reusing ${where}: data version ${version}, anchor ${anchor} (generated in ${meta.get('seconds')} s)`,
        );
        return;
      }
      if (!meta && existing.tables > 0) {
        throw new Error(
          `${where} has tables but no bench_meta: it is not a benchmark database, refusing to drop it. ` +
            'Pick another --database-url or --embedded folder.',
        );
      }
      const why = values.fresh
        ? '--fresh'
        : meta?.get('state') !== 'complete'
          ? 'incomplete data'
          : meta.get('version') !== version
            ? `version ${meta.get('version')} ≠ ${version}`
            : `anchor ${anchor} too old or different`;
      console.error(`dropping ${where} (${why})`);
      if (embeddedDir) await rm(embeddedDir, { recursive: true, force: true });
      else
        await adminQuery(
          url,
          `DROP DATABASE IF EXISTS ${quoteIdent(adminUrl(url).name)} WITH (FORCE)`,
        );
    }
    if (!embeddedDir) await adminQuery(url, `CREATE DATABASE ${quoteIdent(adminUrl(url).name)}`);
    const target: DatabaseTarget = embeddedDir
      ? { kind: 'pglite', dir: embeddedDir }
      : { kind: 'postgres', url };
    console.error(`generating into ${where}`);
    const compression = values.compression ?? 'lz4';
    if (compression !== 'lz4' && compression !== 'pglz')
      throw new Error('--compression is lz4 or pglz');
    const summary = await generate({ ...options, now, target, compression });
    printSummary(summary);
  } finally {
    await lock?.release();
  }
}

function printSummary(summary: GenerateSummary) {
  const lines = [
    '',
    `done in ${summary.seconds.toFixed(1)} s — ${summary.version}, anchor ${summary.anchor}`,
    ...Object.entries(summary.counts).map(
      ([table, n]) => `  ${table.padEnd(20)} ${fmt(n).padStart(12)}`,
    ),
    `  database size        ${(summary.databaseBytes / 1024 ** 3).toFixed(2).padStart(9)} GiB`,
    'phases (s): ' + summary.phases.map((p) => `${p.name} ${p.seconds.toFixed(1)}`).join(', '),
  ];
  console.log(lines.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
