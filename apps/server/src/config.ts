import path from 'node:path';
import { z } from 'zod';
import { hostList, trustProxy } from './lib/config-values';

const flag = z
  .enum(['1', '0', 'on', 'off', 'true', 'false', 'yes', 'no'], {
    error: 'on 또는 off(1/0, true/false)여야 합니다',
  })
  .transform((v) => ['1', 'on', 'true', 'yes'].includes(v));

const url = (protocols: string[]) =>
  z
    .url({ error: `${protocols.join(' 또는 ')} 주소여야 합니다` })
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
      error: `${protocols.join(' 또는 ')} 주소여야 합니다`,
    });

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: '쉼표로 구분한 이메일 주소여야 합니다' })));

/**
 * Write limits as `count/seconds` rules separated by commas, e.g. `3/60,10/600`: at most 3 in any
 * minute's window and 10 in ten minutes. Every rule must hold.
 */
const limitRules = z
  .string()
  .regex(/^\s*\d+\s*\/\s*\d+\s*(,\s*\d+\s*\/\s*\d+\s*)*$/, {
    error: '"횟수/초" 형식을 쉼표로 이어 써야 합니다 (예: 3/60,10/600)',
  })
  .transform((s) =>
    s.split(',').map((rule) => {
      const [limit, seconds] = rule.split('/').map((n) => Number(n.trim()));
      return { limit: limit!, windowMs: seconds! * 1000 };
    }),
  )
  .refine((rules) => rules.every((r) => r.limit >= 1 && r.windowMs >= 1000), {
    error: '횟수와 초는 1 이상이어야 합니다',
  });

const vapidKey = 'base64url로 쓴 P-256 키여야 합니다 (npx web-push generate-vapid-keys)';

/** 개념글's threshold when BEST_LIKES is unset; the rule itself is SQL meets_best (0025). */
export const DEFAULT_BEST_LIKES = 10;

/** Every environment variable the server reads, with its default (DESIGN.md 'Configuration'). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: '숫자여야 합니다' })
    .int()
    .min(0, { error: '0~65535 사이여야 합니다' })
    .max(65535, { error: '0~65535 사이여야 합니다' })
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * On SIGTERM, how long /readyz answers 503 (draining) before the server stops taking requests,
   * so a load balancer's health check takes the instance out first (docs/operations.md
   * 'Several instances'). 0 (the default) for a single instance.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * Who may read GET /metrics (docs/operations.md): with a token, requests bearing it
   * (`Authorization: Bearer …`, e.g. Prometheus' `authorization` setting); without one, only
   * clients on loopback or private addresses (the address TRUST_PROXY gives), so a public
   * address never shows the counters.
   */
  METRICS_TOKEN: z.string().min(16, { error: '16자 이상이어야 합니다' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  /**
   * A streaming replica of DATABASE_URL (docs/operations.md 'Read replica'): feeds, search and
   * profile reads go there, except a member's own reads right after they wrote, and everything
   * while it lags more than REPLICA_MAX_LAG_MS or does not answer.
   */
  DATABASE_READ_URL: url(['postgres', 'postgresql']).optional(),
  /** How far behind the primary the replica may fall before reads go to the primary, in ms. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  /** How often the replica's lag and health are checked, in ms. */
  REPLICA_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /** Connections in the PostgreSQL pool (ignored on the embedded database, which has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .min(1)
    .max(64)
    .regex(/^\S+$/, { error: '공백 없는 문자열이어야 합니다' })
    .default('myeolgong:'),
  /** Real-time (STOMP over SockJS) connections one client address may hold at once. */
  REALTIME_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(50),
  JWT_SECRET: z.string().min(32, { error: '32자 이상이어야 합니다' }).optional(),
  PUBLIC_ORIGIN: url(['http', 'https'])
    .transform((u) => new URL(u).origin)
    .optional(),
  /**
   * Addresses that become SUPER_ADMIN on a sign-in that proves the address (Google with a verified
   * e-mail, or a password account that confirmed its address by e-mail). Never by registering.
   */
  ADMIN_EMAILS: emailList.default([]),
  /** The first operator: made sure at start to exist with this password and role SUPER_ADMIN. */
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: '이메일 주소여야 합니다' }))
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: '12자 이상이어야 합니다' }).max(200).optional(),
  /** Mail server for address confirmations, e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  /** The sender of the site's e-mails; unset: no-reply at the site's host. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /**
   * Which peers may tell the client address in X-Forwarded-For: off (the socket's address), a
   * hop count, or a comma-separated list of addresses/CIDRs (also loopback, linklocal, uniquelocal).
   */
  TRUST_PROXY: trustProxy.default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID provider; only tests point it elsewhere (a local mock provider). */
  GOOGLE_ISSUER: url(['http', 'https']).default('https://accounts.google.com'),
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  /** Region sent to the S3-compatible store (path-style addressing is always used). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Largest video upload in bytes (SPEC.md §9: 100 MB); streamed, never held in memory. */
  VIDEO_MAX_BYTES: z.coerce
    .number({ error: '숫자여야 합니다' })
    .int()
    .min(1024, { error: '1024 이상이어야 합니다' })
    .default(100 * 1024 * 1024),
  /**
   * Largest image accepted, in decoded pixels (width × height × frames), read from the file's
   * header before anything is decoded: 25 MP by default (6000×4000 photos pass, a 7000×7000
   * decompression bomb does not). Also given to sharp as limitInputPixels.
   */
  IMAGE_MAX_PIXELS: z.coerce
    .number({ error: '숫자여야 합니다' })
    .int()
    .min(10_000, { error: '10000 이상이어야 합니다' })
    .max(268_402_689, { error: '268402689 이하여야 합니다' })
    .default(25_000_000),
  /** Images decoded and re-encoded at once per process; the others wait in a queue. */
  IMAGE_JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Image jobs that may wait for a free slot; past that an upload answers 503 with Retry-After. */
  IMAGE_JOBS_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  /** Megabytes one member may upload per day (Asia/Seoul), images and videos together; 0: none. */
  UPLOAD_DAILY_QUOTA_MB: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /** Files one member may upload per day (Asia/Seoul); 0: no limit. */
  UPLOAD_DAILY_QUOTA_FILES: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** How often uploads that no post uses are looked for and removed, in seconds; 0: never. */
  UPLOAD_CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /** Age in hours after which an upload that no post uses is removed. */
  UPLOAD_UNATTACHED_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  /** Days after which read notifications are removed (unread ones stay). */
  NOTIFICATIONS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** How often each instance publishes new notifications to the live channel, in ms; 0: never. */
  NOTIFICATIONS_PUSH_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  /** 예측 기록: how often (and once at start) each instance settles due predictions; 0: never. */
  PREDICTIONS_SETTLE_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * Tests only: `host:port` pairs (comma separated) the link preview may fetch although they are
   * not public addresses, so a test can preview its own local page. Never set in production.
   */
  LINK_PREVIEW_ALLOW_HOSTS: hostList(/^[a-z0-9.-]+:\d{1,5}$|^\[[0-9a-f:.]+\]:\d{1,5}$/),
  /**
   * Tests only: hosts (`host` or `host:port`, comma separated) a Web Push subscription may name
   * although they are not https on a public address (a test's local push service).
   */
  PUSH_ALLOW_HOSTS: hostList(/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/),
  /** The VAPID key pair (base64url, `npx web-push generate-vapid-keys`); unset: DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: vapidKey })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: vapidKey })
    .optional(),
  STOCK_PROVIDER: z.enum(['simulated', 'kis']).default('simulated'),
  KIS_APP_KEY: z.string().min(1).optional(),
  KIS_APP_SECRET: z.string().min(1).optional(),
  /** KIS Open API REST host (실전투자; 모의투자 is https://openapivts.koreainvestment.com:29443). */
  KIS_BASE_URL: url(['http', 'https']).default('https://openapi.koreainvestment.com:9443'),
  /** KIS real-time WebSocket (실전투자; 모의투자 is ws://ops.koreainvestment.com:31000). */
  KIS_WS_URL: url(['ws', 'wss']).default('ws://ops.koreainvestment.com:21000'),
  /** How often the KIS snapshot (rankings, indices, quotes) is polled, in ms. */
  KIS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** KIS REST calls per second (the API allows 20 on real accounts, fewer on 모의투자). */
  KIS_RATE_LIMIT_PER_SEC: z.coerce.number().int().min(1).max(20).default(15),
  /** The market simulator's seed: the same seed gives the same market. */
  STOCK_SIM_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20261008),
  /** Simulator tick in ms; 0: no automatic ticks (tests drive them). */
  /**
   * How often counted post views are written and like/dislike deltas folded into their posts
   * (decision 028); 0 only when the app closes (tests fold by hand).
   */
  POST_COUNTER_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * At most one stock message per this many milliseconds on /topic/stocks and on each
   * /topic/stocks/{code}, with the latest quote of each stock that changed (issue #24 item 6).
   */
  STOCK_PUSH_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  STOCK_SIM_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** Treat the market as open at any hour (demos, night-time end-to-end tests). */
  STOCK_SIM_ALWAYS_OPEN: flag.default(false),
  /**
   * Operators may move a simulated stock by hand (POST /api/admin/stock-sim/{stockCode}): for
   * demos and end-to-end tests of 종목 소식; off by default, and only with the simulator.
   */
  STOCK_SIM_CONTROL: flag.default(false),
  LLM_BASE_URL: url(['http', 'https']).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(10),
  /**
   * Daily caps (CONTRACT.md 'Clean stock talk'): posts and comments a member writes per Asia/Seoul
   * day; 0 turns one off. Not rate limits: RATE_LIMIT=off leaves them on. Operators are exempt.
   */
  DAILY_POSTS: z.coerce.number().int().min(0).max(100_000).default(30),
  DAILY_COMMENTS: z.coerce.number().int().min(0).max(100_000).default(50),
  /** Per request to the LLM, in milliseconds. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Retries of a failed LLM request before the built-in engine answers instead. */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** Longest LLM reply per request, in tokens. */
  LLM_MAX_TOKENS: z.coerce.number().int().min(64).max(32_000).default(1200),
  /** Tokens one AI answer may use across all its LLM requests. */
  LLM_TOKEN_BUDGET: z.coerce.number().int().min(500).max(1_000_000).default(16_000),
  /** Longest time one AI answer may take, tools and model together, in milliseconds. */
  AI_ANSWER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  SITE_NAME: z.string().min(1).max(40).default('멸공'),
  CONTACT_EMAIL: z.email({ error: '이메일 주소여야 합니다' }).default('contact@myeolgong.kr'),
  /** Unset: seed the demo content into an empty embedded database only. */
  SEED_DEMO: flag.optional(),
  /** The development sign-in page: off unless on, and even then for loopback clients only. */
  DEV_LOGIN: flag.default(false),
  RATE_LIMIT: flag.default(true),
  /** Write limits per member and per client address (docs/operations.md 'Write limits'). */
  RATE_LIMIT_POSTS: limitRules.prefault('3/60,10/600'),
  RATE_LIMIT_POSTS_PER_IP: limitRules.prefault('30/600'),
  RATE_LIMIT_COMMENTS: limitRules.prefault('6/60,30/600'),
  RATE_LIMIT_COMMENTS_PER_IP: limitRules.prefault('90/600'),
  RATE_LIMIT_LIKES: limitRules.prefault('60/60,300/600'),
  RATE_LIMIT_LIKES_PER_IP: limitRules.prefault('900/600'),
  RATE_LIMIT_REPORTS: limitRules.prefault('20/3600'),
  RATE_LIMIT_REPORTS_PER_IP: limitRules.prefault('60/3600'),
  RATE_LIMIT_MESSAGES: limitRules.prefault('10/60,60/600'),
  RATE_LIMIT_MESSAGES_PER_IP: limitRules.prefault('120/600'),
  /** Open reports that hide a post or comment until an operator reviews it. */
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(5),
  /** 개념글: likes a post needs, ahead of its dislikes by as many, to be promoted for good. */
  BEST_LIKES: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_BEST_LIKES),
  /** Where the built web app lives; found next to the server when unset. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Searches running at once; more wait in a queue (docs/decisions/016-search-plans.md). */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Searches waiting at most; beyond that (or after SEARCH_QUEUE_WAIT_MS) a 503. */
  SEARCH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(200),
  SEARCH_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** A search's statement time-out in milliseconds; a search past it answers 503. */
  SEARCH_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** Anonymous feeds, post details and comment lists kept in memory (docs/operations.md). */
  RESPONSE_CACHE: flag.default(true),
  /** Their lifetime in memory and their Cache-Control max-age, in seconds. */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /**
   * The lifetime in memory of numbered pages past the first (`page` ≥ 1) of cached lists, in
   * seconds, never shorter than RESPONSE_CACHE_SECONDS; their max-age stays RESPONSE_CACHE_SECONDS
   * (docs/decisions/010, 2026-12-04).
   */
  RESPONSE_CACHE_PAGE_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** Responses kept in memory at most (least recently used go first). */
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /**
   * How long the member behind a token is taken from memory instead of the database, in seconds
   * (0: always the database). Role changes, restrictions and deletions drop it at once, here and
   * over Redis on every instance (docs/decisions/015).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Members kept in memory at most. */
  SESSION_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  /**
   * How long a member's own marks on posts (likes, saves, dislikes, whether they block anyone)
   * are taken from memory for their lists, in seconds (0: a query every request). Their own writes
   * drop them at once, on every instance (a version in Redis; docs/decisions/015).
   */
  VIEWER_MARKS_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  /** DATA_DIR made absolute. */
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  seedDemo: boolean;
  devLogin: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`설정 오류: 환경 변수를 확인해 주세요.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once. Throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value means "unset": shells and .env files often leave VAR= behind.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const pairs: [keyof Env, keyof Env][] = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['KIS_APP_KEY', 'KIS_APP_SECRET'],
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ];
  for (const [a, b] of pairs) {
    if (Boolean(e[a]) !== Boolean(e[b]))
      problems.push(`${a}, ${b}: 둘 다 설정하거나 둘 다 비워 두세요`);
  }
  const s3 = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    problems.push('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY: 넷 다 설정해야 합니다');
  }
  if (e.STOCK_PROVIDER === 'kis' && !e.KIS_APP_KEY) {
    problems.push('STOCK_PROVIDER=kis: KIS_APP_KEY와 KIS_APP_SECRET이 필요합니다');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: 둘 다 설정하거나 둘 다 비워 두세요');
  }
  if (e.SMTP_URL && !e.PUBLIC_ORIGIN) {
    problems.push(
      'SMTP_URL: 메일 속 인증 링크가 가리킬 PUBLIC_ORIGIN(사이트 주소)도 설정해야 합니다',
    );
  }
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    problems.push('LLM_BASE_URL: LLM_MODEL(모델 이름)도 설정해야 합니다');
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    problems.push(
      'DATABASE_READ_URL: 읽기 복제본은 DATABASE_URL(PostgreSQL 주 서버)과 함께만 쓸 수 있습니다 (내장 데이터베이스에는 복제본이 없습니다)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  return {
    ...e,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    seedDemo: e.SEED_DEMO ?? embedded,
    // Asked for, and never beside a real Google sign-in.
    devLogin: e.DEV_LOGIN && !e.GOOGLE_CLIENT_ID,
  };
}
