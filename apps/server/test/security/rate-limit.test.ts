// Rate limits (CONTRACT.md 'Operations'): hit, refused with 429 + Retry-After + a Korean message,
// and recovered once the window has passed, on a clock the test moves instead of sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitInKorean } from '../../src/lib/korean-wait';
import { authLimits } from '../../src/modules/auth/auth-limits';
import { buildTestApp, type TestApp } from '../app';
import { testDbKind } from '../database';
import { errorShapeProblems } from './routes';

describe.skipIf(testDbKind === 'postgres')('rate limits', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 21, 3, 0, 0);
  const password = 'correct horse battery';

  const login = (email: string, pass: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: pass },
      remoteAddress: ip,
    });
  const register = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password },
      remoteAddress: ip,
    });

  function expectLimited(res: Awaited<ReturnType<typeof login>>) {
    expect(res.statusCode).toBe(429);
    expect(errorShapeProblems(429, res.body)).toEqual([]);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
    expect((res.json() as { message: string }).message).toContain(
      `${waitInKorean(retryAfter)} 후에 다시 시도해 주세요`,
    );
    return retryAfter;
  }

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT: 'on' }, { now: () => clock });
  }, 60_000);

  afterAll(() => t?.close());

  it('refuses sign-in attempts over the per-e-mail-and-address limit, then lets the member in after the window', async () => {
    expect((await register('limited@example.com', '198.51.100.1')).statusCode).toBe(201);
    for (let i = 0; i < authLimits.loginPerEmailAndIp.limit; i++) {
      expect((await login('limited@example.com', 'wrong password')).statusCode).toBe(401);
    }
    // Over the limit even the right password is refused from that address: guessing gains nothing.
    const retryAfter = expectLimited(await login('limited@example.com', password));
    expect(retryAfter).toBeLessThanOrEqual(authLimits.loginPerEmailAndIp.windowMs / 1000);
    // The message says when to come back, in minutes.
    expect((await login('limited@example.com', password)).json()).toMatchObject({
      message: expect.stringMatching(
        /^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/,
      ),
    });

    clock += 60_000;
    const later = expectLimited(await login('limited@example.com', password));
    expect(later).toBe(retryAfter - 60);

    clock += later * 1000;
    const ok = await login('limited@example.com', password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('token');
  });

  it('a stranger guessing from another address cannot lock the member out', async () => {
    expect((await register('victim@example.com', '198.51.100.2')).statusCode).toBe(201);
    const stranger = '192.0.2.66';
    for (let i = 0; i < authLimits.loginPerEmailAndIp.limit * 2; i++) {
      const res = await login('victim@example.com', 'wrong password', stranger);
      expect([401, 429]).toContain(res.statusCode);
    }
    expectLimited(await login('victim@example.com', password, stranger));
    // The member, from their own address, signs in at once: never refused, never delayed.
    const own = await login('victim@example.com', password, '198.51.100.2');
    expect(own.statusCode).toBe(200);
  });

  it('refuses one address trying many e-mails, without blocking other addresses', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < authLimits.loginPerIp.limit; i++) {
      expect((await login(`nobody${i}@example.com`, 'wrong password', ip)).statusCode).toBe(401);
    }
    expectLimited(await login('limited@example.com', password, ip));
    expect((await login('limited@example.com', password, '203.0.113.100')).statusCode).toBe(200);
    clock += authLimits.loginPerIp.windowMs;
    expect((await login('limited@example.com', password, ip)).statusCode).toBe(200);
  });

  it('refuses registrations over the per-address limit until the window passes', async () => {
    const ip = '192.0.2.55';
    for (let i = 0; i < authLimits.registerPerIp.limit; i++) {
      expect((await register(`new${i}@example.com`, ip)).statusCode).toBe(201);
    }
    const refused = await register('one-more@example.com', ip);
    expectLimited(refused);
    expect((refused.json() as { message: string }).message).toMatch(/가입/);
    clock += authLimits.registerPerIp.windowMs;
    expect((await register('one-more@example.com', ip)).statusCode).toBe(201);
  });
});
