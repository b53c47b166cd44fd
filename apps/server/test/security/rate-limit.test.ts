// Rate limits (CONTRACT.md 'Operations'): hit, refused with 429 + Retry-After + a Korean message,
// and recovered once the window has passed, on a clock the test moves instead of sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../../src/modules/auth/auth.service';
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
    expect((res.json() as { message: string }).message).toContain(`${retryAfter}초`);
    return retryAfter;
  }

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT: 'on' }, { now: () => clock });
  }, 60_000);

  afterAll(() => t?.close());

  it('refuses sign-in attempts over the per-e-mail limit, then lets the member in after the window', async () => {
    expect((await register('limited@example.com', '198.51.100.1')).statusCode).toBe(201);
    for (let i = 0; i < authLimits.loginPerEmail.limit; i++) {
      expect((await login('limited@example.com', 'wrong password')).statusCode).toBe(401);
    }
    // Over the limit even the right password is refused: guessing gains nothing.
    const retryAfter = expectLimited(await login('limited@example.com', password));
    expect(retryAfter).toBeLessThanOrEqual(authLimits.loginPerEmail.windowMs / 1000);

    clock += 60_000;
    const later = expectLimited(await login('limited@example.com', password));
    expect(later).toBe(retryAfter - 60);

    clock += later * 1000;
    const ok = await login('limited@example.com', password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('token');
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
