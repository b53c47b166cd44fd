import path from 'node:path';
import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
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
  ADMIN_EMAILS: emailList.default([]),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID provider; only tests point it elsewhere (a local mock provider). */
  GOOGLE_ISSUER: url(['http', 'https']).default('https://accounts.google.com'),
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  STOCK_PROVIDER: z.enum(['simulated', 'kis']).default('simulated'),
  KIS_APP_KEY: z.string().min(1).optional(),
  KIS_APP_SECRET: z.string().min(1).optional(),
  LLM_BASE_URL: url(['http', 'https']).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(10),
  SITE_NAME: z.string().min(1).max(40).default('멸공'),
  CONTACT_EMAIL: z.email({ error: '이메일 주소여야 합니다' }).default('contact@myeolgong.kr'),
  /** Unset: seed the demo content into an empty embedded database only. */
  SEED_DEMO: flag.optional(),
  /** Unset: the development sign-in is on for the embedded database only. */
  DEV_LOGIN: flag.optional(),
  RATE_LIMIT: flag.default(true),
  /** Where the built web app lives; found next to the server when unset. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Anonymous feeds, post details and comment lists kept in memory (docs/operations.md). */
  RESPONSE_CACHE: flag.default(true),
  /** Their lifetime in memory and their Cache-Control max-age, in seconds. */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** Responses kept in memory at most (least recently used go first). */
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
});

export type Env = z.infer<typeof EnvSchema>;

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
    devLogin: e.DEV_LOGIN ?? (embedded && !e.GOOGLE_CLIENT_ID),
  };
}
