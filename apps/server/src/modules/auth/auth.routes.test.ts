import { SignJWT, UnsecuredJWT } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { AGREED, answerAgreements, signupCookie } from '../../../test/popup';
import { registerUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(async () => t.close());

const me = (token: string) =>
  t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/register', () => {
  it('creates a member and signs them in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: ' New.Member@Example.com ', password: 'long enough' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.isFirstLogin).toBe(true);
    expect(body.user).toMatchObject({
      email: 'new.member@example.com',
      nickname: null,
      role: 'USER',
    });
    expect(res.body).not.toContain('argon2');
    expect((await me(body.token)).json().id).toBe(body.user.id);
  });

  it('is also served at /auth/register', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'alias@example.com', password: 'long enough', nickname: '별칭회원' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.nickname).toBe('별칭회원');
  });

  it('refuses a taken e-mail in any letter case with 409', async () => {
    await registerUser(t.app, { email: 'taken@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'TAKEN@example.com', password: 'long enough' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: '이미 가입된 이메일입니다.' });
  });

  it('explains bad e-mails, short passwords and bad nicknames in Korean', async () => {
    const bad = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })).json();
    const shortPassword = await bad({ email: 'a@example.com', password: 'short' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.fields.password).toBe('비밀번호는 8자 이상이어야 합니다.');
    const badEmail = await bad({ email: 'not-an-email', password: 'long enough' });
    expect(badEmail.fields.email).toBe('올바른 이메일 주소를 입력해주세요.');
    const badNickname = await bad({
      email: 'b@example.com',
      password: 'long enough',
      nickname: 'x',
    });
    expect(badNickname.message).toBe('닉네임은 2~10자 사이여야 합니다.');
    const missing = await bad({});
    expect(missing.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, also at /auth/login', async () => {
    const { email, user } = await registerUser(t.app, { password: 'right password' });
    for (const url of ['/api/auth/login', '/auth/login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: email.toUpperCase(), password: 'right password' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isFirstLogin: false, user: { id: user.id } });
    }
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it('keeps a registered ADMIN_EMAILS address a plain USER: registering proves nothing', async () => {
    const { token } = await registerUser(t.app, {
      email: 'Boss@example.com',
      password: 'boss password',
    });
    expect((await me(token)).json()).toMatchObject({ role: 'USER', nickname: null });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@example.com', password: 'boss password' },
    });
    expect(again.json().user).toMatchObject({ role: 'USER' });
  });
});

describe('tokens', () => {
  it('refuses forged, unsigned, expired and garbage tokens with 401', async () => {
    const { user } = await registerUser(t.app);
    const otherKey = new TextEncoder().encode('x'.repeat(40));
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('myeolgong')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherKey);
    const unsigned = new UnsecuredJWT({ ver: 0 })
      .setSubject(String(user.id))
      .setIssuer('myeolgong')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    for (const token of [forged, unsigned, 'garbage', `${forged}x`]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await t.app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('expires tokens', async () => {
    const { user } = await registerUser(t.app);
    const expired = await t.app.tokens.sign({ userId: user.id, version: 0 });
    expect((await me(expired)).statusCode).toBe(200);
    const { createTokenService } = await import('../../lib/tokens');
    const shortLived = createTokenService('y'.repeat(40), -10);
    const service = createTokenService('y'.repeat(40));
    expect(await service.verify(await shortLived.sign({ userId: user.id, version: 0 }))).toBeNull();
  });

  it('revokes older tokens when the role changes or the account is deleted', async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db
      .updateTable('users')
      .set({ role: 'ADMIN', token_version: 1 })
      .where('id', '=', user.id)
      .execute();
    expect((await me(token)).statusCode).toBe(401);

    const other = await registerUser(t.app);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/users/current',
      headers: other.auth,
    });
    expect(del.json()).toEqual({ success: true });
    expect((await me(other.token)).statusCode).toBe(401);
  });
});

describe('development sign-in (DEV_LOGIN=on, loopback)', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await buildTestApp({ DEV_LOGIN: 'on' });
  });
  afterAll(async () => d.close());

  it('runs the popup flow through the built-in page and posts the token to the opener', async () => {
    const start = await d.app.inject({
      url: '/api/auth/google?origin=http://localhost:8080',
      headers: { host: 'localhost:80' },
    });
    expect(start.statusCode).toBe(302);
    const location = String(start.headers.location);
    expect(location).toMatch(/^\/api\/auth\/dev\?state=/);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const state = decodeURIComponent(location.split('state=')[1]!);
    expect(JSON.parse(Buffer.from(state, 'base64url').toString()).o).toBe('http://localhost:8080');

    const page = await d.app.inject({ url: location, headers: { cookie, host: 'localhost:80' } });
    expect(page.body).toContain('개발용 로그인');
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const done = await d.app.inject({
      method: 'POST',
      url: '/api/auth/dev',
      headers: {
        cookie,
        host: 'localhost:80',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        state,
        email: 'dev.person@example.com',
        name: '개발자',
        ...AGREED,
      }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('data-target-origin="http://localhost:8080"');
    expect(done.body).toContain('<script src="/api/auth/popup.js" defer></script>');
    const message = JSON.parse(
      done.body.match(/data-message="([^"]+)"/)![1]!.replace(/&#34;/g, '"'),
    );
    expect(message.isFirstLogin).toBe(true);
    expect(
      (
        await d.app.inject({
          url: '/api/users/me',
          headers: { authorization: `Bearer ${message.token}` },
        })
      ).json(),
    ).toMatchObject({
      email: 'dev.person@example.com',
      nickname: '개발자',
    });
  });

  it('never posts a result to an origin it does not allow', async () => {
    const res = await d.app.inject({
      url: '/api/auth/google?origin=https://evil.example',
      headers: { host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-target-origin');
    expect(res.body).toContain('허용되지 않은 사이트');
    // Without PUBLIC_ORIGIN the allowed origins are this server's own on PORT, never the Host a
    // client sent: a request naming evil.example as both Host and origin gets no token either.
    const spoofed = await d.app.inject({
      url: '/api/auth/google?origin=http://evil.example',
      headers: { host: 'evil.example' },
    });
    expect(spoofed.body).not.toContain('data-target-origin');
    expect(spoofed.body).toContain('허용되지 않은 사이트');
  });

  it('asks a new development account for the agreements before creating it', async () => {
    const start = await d.app.inject({ url: '/api/auth/google?origin=http://127.0.0.1:8080' });
    const location = String(start.headers.location);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const state = decodeURIComponent(location.split('state=')[1]!);
    const post = (extra: Record<string, string>) =>
      d.app.inject({
        method: 'POST',
        url: '/api/auth/dev',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          state,
          email: 'dev.consent@example.com',
          ...extra,
        }).toString(),
      });
    const refused = await post({ terms: 'on', age14: 'on' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('개인정보 수집·이용에 동의해 주세요.');
    expect(refused.body).not.toContain('data-message');
    const done = await post({ ...AGREED });
    expect(done.body).toContain('data-target-origin="http://127.0.0.1:8080"');
  });

  it('refuses a form without the flow cookie', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/auth/dev',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=abc&email=x%40example.com',
    });
    expect(res.body).toContain('로그인 요청이 만료되었습니다');
    expect(res.body).not.toContain('data-message');
  });

  it('serves the popup script as a file', async () => {
    const res = await d.app.inject({ url: '/api/auth/popup.js' });
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('postMessage');
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail with 429 and Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT: 'on' });
    try {
      let last;
      for (let i = 0; i < 9; i++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'victim@example.com', password: `guess ${i}` },
        });
      }
      expect(last!.statusCode).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      expect(last!.json().message).toMatch(/분 후에 다시 시도/);
    } finally {
      await limited.close();
    }
  }, 90_000);
});

describe('Google sign-in against a local OpenID provider', () => {
  let provider: OAuth2Server;
  let g: TestApp;
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    g = await buildTestApp({
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: provider.issuer.url!,
      PUBLIC_ORIGIN: 'http://localhost:8080',
    });
  });
  afterAll(async () => {
    await g.close();
    await provider.stop();
  });

  async function signIn(claims: Record<string, unknown>, origin = 'http://localhost:8080') {
    const start = await g.app.inject({
      url: `/api/auth/google?origin=${encodeURIComponent(origin)}`,
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(provider.issuer.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8080/api/auth/google/callback',
    );
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    // The ID token is the one signed with the nonce of this flow.
    const addClaims = (token: { payload: Record<string, unknown> }) => {
      if (token.payload.nonce === undefined) return;
      Object.assign(token.payload, claims);
      provider.service.off('beforeTokenSigning', addClaims);
    };
    provider.service.on('beforeTokenSigning', addClaims);
    const redirect = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(String(redirect.headers.get('location')));
    return g.app.inject({ url: callback.pathname + callback.search, headers: { cookie } });
  }

  const messageOf = (body: string) =>
    JSON.parse(body.match(/data-message="([^"]+)"/)![1]!.replace(/&#34;/g, '"'));

  it('signs a new member in with code + PKCE + nonce and links the account on the next visit', async () => {
    const asked = await signIn({
      sub: 'google-123',
      email: 'Person@Gmail.com',
      email_verified: true,
      picture: 'https://example.com/p.png',
    });
    // A new account: the agreements come first, and nothing is stored until they are given.
    expect(asked.body).toContain('action="/api/auth/google/agreements"');
    expect(asked.body).toContain('href="/termsofservice"');
    expect(asked.body).toContain('href="/privacy"');
    expect(asked.body).toContain('만 14세 미만은 보호자');
    expect(asked.body).toContain('이메일 주소와 프로필 사진만 받습니다');
    expect(asked.body).not.toContain('data-message');
    const refused = await answerAgreements(g.app, asked, { terms: 'on', privacy: 'on' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('만 14세 미만은 보호자(법정대리인)의 동의가 필요해');
    expect(refused.body).not.toContain('data-message');
    const first = await answerAgreements(
      g.app,
      refused,
      { terms: 'on', privacy: 'on', age14: 'on', marketing: 'on' },
      signupCookie(asked),
    );
    expect(first.body).toContain('data-target-origin="http://localhost:8080"');
    expect(first.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const message = messageOf(first.body);
    expect(message.isFirstLogin).toBe(true);
    const user = (
      await g.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${message.token}` },
      })
    ).json();
    expect(user).toMatchObject({
      email: 'person@gmail.com',
      profileImage: 'https://example.com/p.png',
    });
    for (const key of ['terms', 'privacy', 'age14', 'marketing']) {
      expect(Date.parse(user.agreements[key])).toBeGreaterThan(0);
    }

    const again = messageOf(
      (await signIn({ sub: 'google-123', email: 'person@gmail.com', email_verified: true })).body,
    );
    expect(again.isFirstLogin).toBe(false);
  });

  it('links a verified Google e-mail to an existing e-mail account (never confirmed: its password goes)', async () => {
    const { user } = await registerUser(g.app, { email: 'both@example.com' });
    const message = messageOf(
      (await signIn({ sub: 'google-456', email: 'both@example.com', email_verified: true })).body,
    );
    const signedIn = (
      await g.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${message.token}` },
      })
    ).json();
    expect(signedIn.id).toBe(user.id);
  });

  it('fails cleanly when the callback comes without the flow cookie', async () => {
    const res = await g.app.inject({ url: '/api/auth/google/callback?code=x&state=y' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('로그인 요청이 만료되었습니다');
    expect(res.body).not.toContain('data-message="{&#34;token');
  });

  it('has no development sign-in when Google is configured', async () => {
    expect((await g.app.inject({ url: '/api/auth/dev?state=x' })).statusCode).toBe(404);
  });
});
