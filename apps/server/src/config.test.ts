import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of DESIGN.md on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('./data/pglite') });
    expect(config.seedDemo).toBe(true);
    // Safe on a public address: the development sign-in is off unless asked for.
    expect(config.devLogin).toBe(false);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.RATE_LIMIT).toBe(true);
    expect(config.AI_DAILY_LIMIT).toBe(10);
    expect(config.STOCK_PROVIDER).toBe('simulated');
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it('uses PostgreSQL with DATABASE_URL and then neither seeds nor offers the dev sign-in', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.seedDemo).toBe(false);
    expect(config.devLogin).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db/app', DEV_LOGIN: 'on', SEED_DEMO: '1' }),
    ).toMatchObject({
      devLogin: true,
      seedDemo: true,
    });
  });

  it('takes DATABASE_READ_URL only beside DATABASE_URL, with a message naming both', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      DATABASE_READ_URL: 'postgres://u@replica:5432/app',
    });
    expect(config.DATABASE_READ_URL).toBe('postgres://u@replica:5432/app');
    expect(config.REPLICA_MAX_LAG_MS).toBe(2000);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@replica/app' })).toThrow(
      /DATABASE_READ_URL: 읽기 복제본은 DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u@db/app', DATABASE_READ_URL: 'http://x' }),
    ).toThrow(/DATABASE_READ_URL/);
  });

  it('keeps the dev sign-in off beside Google even when asked for, and honours SEED_DEMO=0', () => {
    expect(loadConfig({ DEV_LOGIN: 'on' }).devLogin).toBe(true);
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      DEV_LOGIN: 'on',
      SEED_DEMO: '0',
    });
    expect(config.devLogin).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it('reads TRUST_PROXY as off, a hop count or addresses/CIDRs, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'loopback']);
    for (const bad of ['yes please', '10.0.0.1/33', '300.1.1.1', 'true']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, a long password, and PUBLIC_ORIGIN with SMTP_URL', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'Op@Example.com', ADMIN_PASSWORD: 'twelve chars!' }),
    ).toMatchObject({ ADMIN_EMAIL: 'op@example.com' });
    expect(() => loadConfig({ ADMIN_EMAIL: 'op@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'op@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /12자/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('normalises ADMIN_EMAILS and PUBLIC_ORIGIN and treats empty values as unset', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      PUBLIC_ORIGIN: 'https://example.com/some/path',
      PORT: '',
    });
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.PUBLIC_ORIGIN).toBe('https://example.com');
    expect(config.PORT).toBe(8080);
  });

  it('fails fast with one readable message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        RATE_LIMIT: 'maybe',
        JWT_SECRET: 'short',
        ADMIN_EMAILS: 'not-an-email',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'RATE_LIMIT', 'JWT_SECRET', 'ADMIN_EMAILS']) {
      expect(message).toContain(name);
    }
    expect(message).toContain('설정 오류');
  });

  it('defaults the Redis prefix and the real-time connection limit and checks them', () => {
    expect(loadConfig({})).toMatchObject({
      REDIS_PREFIX: 'myeolgong:',
      REALTIME_MAX_CONNECTIONS_PER_IP: 50,
    });
    expect(
      loadConfig({ REDIS_PREFIX: 'staging:', REALTIME_MAX_CONNECTIONS_PER_IP: '2500' }),
    ).toMatchObject({ REDIS_PREFIX: 'staging:', REALTIME_MAX_CONNECTIONS_PER_IP: 2500 });
    expect(() => loadConfig({ REDIS_PREFIX: 'has space:' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REALTIME_MAX_CONNECTIONS_PER_IP: '0' })).toThrow(
      /REALTIME_MAX_CONNECTIONS_PER_IP/,
    );
  });

  it('requires paired and grouped settings together', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ STOCK_PROVIDER: 'kis' })).toThrow(/KIS_APP_KEY/);
  });

  it('refuses LLM_BASE_URL without LLM_MODEL, naming both, and takes them together', () => {
    let error: unknown;
    try {
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8000/v1', LLM_API_KEY: 'key' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'LLM_BASE_URL: LLM_MODEL(모델 이름)도 설정해야 합니다',
    ]);
    expect((error as ConfigError).message).toBe(
      '설정 오류: 환경 변수를 확인해 주세요.\n  - LLM_BASE_URL: LLM_MODEL(모델 이름)도 설정해야 합니다',
    );
    // An empty LLM_MODEL counts as unset, as every variable does.
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: '' })).toThrow(
      /LLM_BASE_URL: LLM_MODEL/,
    );
    expect(
      loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini' }),
    ).toMatchObject({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini' });
    // The built-in engine needs neither.
    expect(loadConfig({}).LLM_BASE_URL).toBeUndefined();
  });
});
