// Safe by default on a public address (issue 18, CONTRACT.md 'Accounts', 'Client address',
// 'Reports'): no sign-in path gives an anonymous visitor admin powers or another member's account,
// client addresses come from trusted proxies only, fresh accounts cannot hide posts.
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstOperator } from '../../src/modules/auth/first-operator';
import { usersRepository } from '../../src/modules/users/users.repository';
import { clientAddressReader } from '../../src/lib/client-address';
import { buildTestApp, type TestApp } from '../app';
import { AGREED, answerAgreements } from '../popup';
import { OPERATOR, OPERATOR_ENV, registerUser, signIn, signInOperator } from '../users';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/users/me', headers: bearer(token) });
const login = (t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

/** Starts the popup flow and returns the flow cookie and state (development sign-in). */
async function startDevFlow(t: TestApp, remoteAddress = '127.0.0.1') {
  const start = await t.app.inject({
    url: '/api/auth/google?origin=http://localhost:8080',
    headers: { host: 'localhost:80' },
    remoteAddress,
  });
  return start;
}

async function devSignIn(t: TestApp, email: string) {
  const start = await startDevFlow(t);
  expect(start.statusCode).toBe(302);
  const location = String(start.headers.location);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const state = decodeURIComponent(location.split('state=')[1]!);
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/auth/dev',
    headers: { cookie, host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, email, ...AGREED }).toString(),
  });
  const raw = done.body.match(/data-message="([^"]+)"/)?.[1];
  const message = raw
    ? (JSON.parse(raw.replace(/&#34;/g, '"')) as { token?: string; errorMessage?: string })
    : {};
  return { done, message, location, cookie };
}

describe('with the defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(() => t?.close());

  it('has no development sign-in: /api/site says so, the page is gone, the popup says Google is not set up', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json();
    expect(site).toMatchObject({ devLogin: false, googleLogin: false, emailConfirmation: false });
    expect((await t.app.inject({ url: '/api/auth/dev?state=x' })).statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev',
      payload: { state: 'x', email: 'boss@example.com' },
    });
    expect(post.statusCode).toBe(404);
    const popup = await startDevFlow(t);
    expect(popup.statusCode).toBe(200);
    expect(popup.body).toContain('구글 로그인이 설정되지 않았습니다');
    expect(popup.body).toContain('not_configured');
  });

  it('keeps a password account with an ADMIN_EMAILS address a USER, however often it signs in', async () => {
    const boss = await registerUser(t.app, {
      email: 'boss@example.com',
      password: 'boss password',
    });
    expect((await me(t, boss.token)).json()).toMatchObject({ role: 'USER', emailVerified: false });
    const again = await login(t, 'boss@example.com', 'boss password');
    expect(again.json().user.role).toBe('USER');
    const admin = await t.app.inject({ url: '/api/admin/reports', headers: bearer(boss.token) });
    expect(admin.statusCode).toBe(403);
  });

  it('cannot confirm an address without a mail server', async () => {
    const member = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email/resend',
      headers: member.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('메일 발송이 설정되어 있지 않아');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: 'not-a-token' },
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('development sign-in (DEV_LOGIN=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEV_LOGIN: 'on', ADMIN_EMAILS: 'boss@example.com', ...OPERATOR_ENV });
  });
  afterAll(() => t?.close());

  it('answers loopback clients only, also when a proxy on this machine forwards others', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json().devLogin).toBe(true);
    const remote = await startDevFlow(t, '203.0.113.5');
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('localhost');
    expect(remote.headers.location).toBeUndefined();
    for (const method of ['GET', 'POST'] as const) {
      const page = await t.app.inject({
        method,
        url: '/api/auth/dev?state=x',
        remoteAddress: '203.0.113.5',
        ...(method === 'POST' ? { payload: { state: 'x', email: 'a@example.com' } } : {}),
      });
      expect(page.statusCode).toBe(403);
    }
    const forwarded = await t.app.inject({
      url: '/api/auth/dev?state=x',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('lists no member and warns on the page', async () => {
    await registerUser(t.app, { email: 'listed.member@example.com' });
    const start = await startDevFlow(t);
    const page = await t.app.inject({
      url: String(start.headers.location),
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0]!, host: 'localhost:80' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('개발 전용 화면입니다');
    expect(page.body).not.toContain('listed.member@example.com');
    expect(page.body).not.toContain(OPERATOR.email);
    expect(page.body).not.toContain('datalist');
  });

  it('never signs in as an ADMIN_EMAILS address, the first operator or an existing password account', async () => {
    await registerUser(t.app, { email: 'someone@example.com' });
    for (const email of [
      'boss@example.com',
      'BOSS@example.com',
      OPERATOR.email,
      'someone@example.com',
    ]) {
      const { message } = await devSignIn(t, email);
      expect(message.token).toBeUndefined();
      expect(message.errorMessage).toContain('개발용 로그인으로는');
    }
  });

  it('creates and signs in plain members of its own, never promoted', async () => {
    const first = await devSignIn(t, 'dev.member@example.com');
    expect(first.message.token).toBeTruthy();
    expect((await me(t, first.message.token!)).json()).toMatchObject({
      role: 'USER',
      email: 'dev.member@example.com',
    });
    const again = await devSignIn(t, 'dev.member@example.com');
    expect((await me(t, again.message.token!)).json().id).toBe(
      (await me(t, first.message.token!)).json().id,
    );
  });
});

describe('the first operator (ADMIN_EMAIL + ADMIN_PASSWORD)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...OPERATOR_ENV });
  });
  afterAll(() => t?.close());

  it('exists at start as SUPER_ADMIN named 관리자 and signs in with that password', async () => {
    const operator = await signInOperator(t.app);
    expect(operator.user).toMatchObject({ role: 'SUPER_ADMIN', nickname: '관리자' });
    const queue = await t.app.inject({ url: '/api/admin/reports', headers: operator.auth });
    expect(queue.statusCode).toBe(200);
  });

  it('takes a new password at the next start and revokes the old tokens', async () => {
    const before = await signInOperator(t.app);
    const users = usersRepository(t.database.db);
    const unchanged = await ensureFirstOperator(users, OPERATOR);
    expect(unchanged.changed).toBe(false);
    expect((await me(t, before.token)).statusCode).toBe(200);
    await ensureFirstOperator(users, { email: OPERATOR.email, password: 'a brand new password' });
    await t.app.forgetMember(before.user.id);
    expect((await me(t, before.token)).statusCode).toBe(401);
    expect((await login(t, OPERATOR.email, OPERATOR.password)).statusCode).toBe(401);
    expect((await login(t, OPERATOR.email, 'a brand new password')).statusCode).toBe(200);
    await ensureFirstOperator(users, OPERATOR);
  });

  it('takes over an address someone registered before the operator was configured', async () => {
    const squatter = await registerUser(t.app, {
      email: 'later.operator@example.com',
      password: 'squatter password',
    });
    const users = usersRepository(t.database.db);
    await ensureFirstOperator(users, {
      email: 'later.operator@example.com',
      password: 'the real operator password',
    });
    await t.app.forgetMember(squatter.user.id);
    expect((await me(t, squatter.token)).statusCode).toBe(401);
    expect((await login(t, 'later.operator@example.com', 'squatter password')).statusCode).toBe(
      401,
    );
    const real = await signIn(t.app, 'later.operator@example.com', 'the real operator password');
    expect(real.user.role).toBe('SUPER_ADMIN');
  });
});

describe('address confirmation by e-mail (SMTP_URL)', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const inbox: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          inbox.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_ORIGIN: 'https://community.example',
      ADMIN_EMAILS: 'boss@example.com',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** The confirmation link of the newest mail, with quoted-printable soft breaks undone. */
  function lastLink() {
    const mail = inbox
      .at(-1)!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return new URL(mail.match(/https:\/\/community\.example\/confirm-email\?token=[^\s]+/)![0]);
  }

  it('promotes a listed address only after its owner confirmed it through the link', async () => {
    expect((await t.app.inject({ url: '/api/site' })).json().emailConfirmation).toBe(true);
    const boss = await registerUser(t.app, {
      email: 'boss@example.com',
      password: 'boss password',
    });
    expect(boss.user).toMatchObject({ role: 'USER' });
    await expect.poll(() => inbox.length).toBeGreaterThan(0);
    const link = lastLink();
    expect(link.origin).toBe('https://community.example');
    expect((await login(t, 'boss@example.com', 'boss password')).json().user.role).toBe('USER');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('이메일 주소가 인증되었습니다.');
    const after = await login(t, 'boss@example.com', 'boss password');
    expect(after.json().user).toMatchObject({ role: 'SUPER_ADMIN', emailVerified: true });
  });

  it('never points the link at the Host header a client sent', async () => {
    const before = inbox.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'evil.example' },
      payload: { email: 'host.header@example.com', password: 'long enough 1' },
    });
    await expect.poll(() => inbox.length).toBeGreaterThan(before);
    expect(inbox.at(-1)).not.toContain('evil.example');
    expect(lastLink().origin).toBe('https://community.example');
  });

  it('resends on request, and refuses once confirmed', async () => {
    const member = await registerUser(t.app);
    await expect.poll(() => inbox.length).toBeGreaterThan(0);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email/resend',
      headers: member.auth,
    });
    expect(resend.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: lastLink().searchParams.get('token') },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email/resend',
      headers: member.auth,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('Google sign-in: admin addresses and pre-registered accounts', () => {
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
      ADMIN_EMAILS: 'boss@gmail.com,other.boss@gmail.com',
      // Even switched on, the development sign-in is never offered beside Google.
      DEV_LOGIN: 'on',
    });
  });
  afterAll(async () => {
    await g?.close();
    await provider?.stop();
  });

  async function googleSignIn(claims: Record<string, unknown>) {
    const start = await g.app.inject({ url: '/api/auth/google?origin=http://localhost:8080' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const addClaims = (token: { payload: Record<string, unknown> }) => {
      if (token.payload.nonce === undefined) return;
      Object.assign(token.payload, claims);
      provider.service.off('beforeTokenSigning', addClaims);
    };
    provider.service.on('beforeTokenSigning', addClaims);
    const redirect = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(String(redirect.headers.get('location')));
    const res = await answerAgreements(
      g.app,
      await g.app.inject({ url: callback.pathname + callback.search, headers: { cookie } }),
    );
    const raw = res.body.match(/data-message="([^"]+)"/)![1]!;
    return JSON.parse(raw.replace(/&#34;/g, '"')) as { token: string };
  }

  it('promotes a listed address proven by Google, and not an unverified one', async () => {
    const boss = await googleSignIn({
      sub: 'g-boss',
      email: 'boss@gmail.com',
      email_verified: true,
    });
    expect((await me(g, boss.token)).json()).toMatchObject({
      role: 'SUPER_ADMIN',
      nickname: '관리자',
    });
    const unverified = await googleSignIn({
      sub: 'g-other',
      email: 'other.boss@gmail.com',
      email_verified: false,
    });
    expect((await me(g, unverified.token)).json()).toMatchObject({ role: 'USER', email: null });
  });

  it("takes over a squatter's unconfirmed password account: password removed, tokens revoked", async () => {
    const squatter = await registerUser(g.app, {
      email: 'victim@gmail.com',
      password: 'squatter password',
    });
    const victim = await googleSignIn({
      sub: 'g-victim',
      email: 'victim@gmail.com',
      email_verified: true,
    });
    const account = (await me(g, victim.token)).json();
    expect(account.id).toBe(squatter.user.id);
    expect(account).toMatchObject({ emailVerified: true, hasPassword: false });
    expect((await me(g, squatter.token)).statusCode).toBe(401);
    const squatterLogin = await login(g, 'victim@gmail.com', 'squatter password');
    expect(squatterLogin.statusCode).toBe(401);
  });

  it('offers no development sign-in beside Google', async () => {
    expect((await g.app.inject({ url: '/api/site' })).json()).toMatchObject({ googleLogin: true });
    const start = await g.app.inject({ url: '/api/auth/google?origin=http://localhost:8080' });
    expect(String(start.headers.location)).not.toContain('/api/auth/dev');
  });
});

describe('changing the password and signing out everywhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('POST /api/auth/password revokes every earlier token and returns a new one', async () => {
    const member = await registerUser(t.app, { password: 'old password 1' });
    const other = await signIn(t.app, member.email, 'old password 1');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: member.auth,
      payload: { currentPassword: 'not it', newPassword: 'new password 2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '현재 비밀번호가 올바르지 않습니다.',
    });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: member.auth,
      payload: { currentPassword: 'old password 1', newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('비밀번호는 8자 이상이어야 합니다.');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: member.auth,
      payload: { currentPassword: 'old password 1', newPassword: 'new password 2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['cache-control']).toContain('no-store');
    const { token } = changed.json() as { token: string };
    expect((await me(t, member.token)).statusCode).toBe(401);
    expect((await me(t, other.token)).statusCode).toBe(401);
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await login(t, member.email, 'old password 1')).statusCode).toBe(401);
    expect((await login(t, member.email, 'new password 2')).statusCode).toBe(200);
  });

  it('POST /api/auth/logout-all answers 204 and revokes every token', async () => {
    const member = await registerUser(t.app);
    const second = await signIn(t.app, member.email, 'correct horse');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: member.auth,
    });
    expect(res.statusCode).toBe(204);
    expect((await me(t, member.token)).statusCode).toBe(401);
    expect((await me(t, second.token)).statusCode).toBe(401);
    expect((await login(t, member.email, 'correct horse')).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('wrong passwords lock one e-mail from one address only', () => {
  it("a stranger's guesses from another address do not lock the member out", async () => {
    const t = await buildTestApp({ RATE_LIMIT: 'on' });
    try {
      const member = await registerUser(t.app, { password: 'member password' });
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        statuses.push((await login(t, member.email, `guess ${i}`, '203.0.113.50')).statusCode);
      }
      expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
      const locked = await login(t, member.email, 'member password', '203.0.113.50');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(
        /^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/,
      );
      const own = await login(t, member.email, 'member password', '198.51.100.60');
      expect(own.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('client address (TRUST_PROXY)', () => {
  async function viewsAfterSpoofing(t: TestApp, remoteAddress: string) {
    const author = await registerUser(t.app);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.auth,
      payload: { title: '조회수', content: '본문', type: 'TEXT', boardName: 'free' },
    });
    const id = (post.json() as { id: number }).id;
    let last = 0;
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${id}/view`,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress,
      });
      last = (res.json() as { viewCount: number }).viewCount;
    }
    return last;
  }

  it('ignores X-Forwarded-For by default: five spoofed headers are one view and one limit', async () => {
    const t = await buildTestApp({ RATE_LIMIT: 'on' });
    try {
      expect(await viewsAfterSpoofing(t, '203.0.113.20')).toBe(1);
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email: `spoof${i}@example.com`, password: 'long enough 1' },
          remoteAddress: '203.0.113.21',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(codes[5]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('reads X-Forwarded-For when TRUST_PROXY names the peer, and only then', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '10.0.0.1' });
    try {
      expect(await viewsAfterSpoofing(t, '10.0.0.1')).toBe(5);
      expect(await viewsAfterSpoofing(t, '10.0.0.2')).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('the real-time cap reads the same address', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' };
    expect(clientAddressReader(false)({ remoteAddress: '10.0.0.1', headers })).toBe('10.0.0.1');
    expect(clientAddressReader(['10.0.0.0/8'])({ remoteAddress: '10.0.0.1', headers })).toBe(
      '198.51.100.7',
    );
    expect(clientAddressReader(1)({ remoteAddress: '10.0.0.1', headers })).toBe('10.0.0.1');
    expect(clientAddressReader(2)({ remoteAddress: '10.0.0.1', headers })).toBe('198.51.100.7');
    expect(clientAddressReader(['10.0.0.1'])({ remoteAddress: '10.9.9.9', headers })).toBe(
      '10.9.9.9',
    );
  });
});

describe('reports: who can hide a post', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...OPERATOR_ENV, REPORT_HIDE_THRESHOLD: '5' });
  });
  afterAll(() => t?.close());

  async function newPost() {
    const author = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.auth,
      payload: { title: '신고 대상', content: '본문', type: 'TEXT', boardName: 'free' },
    });
    return (res.json() as { id: number }).id;
  }
  const report = (token: string, postId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(token),
      payload: { targetType: 'POST', targetId: postId, reason: 'SPAM' },
    });
  const visible = async (postId: number) =>
    (await t.app.inject({ url: `/api/posts/${postId}` })).statusCode === 200;
  async function age(userId: number, days: number) {
    await t.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - days * 86_400_000) } as never)
      .where('id', '=', userId)
      .execute();
  }

  it('five accounts registered a minute ago cannot hide a post; operators still see every report', async () => {
    const postId = await newPost();
    for (let i = 0; i < 5; i++) {
      const fresh = await registerUser(t.app);
      expect((await report(fresh.token, postId)).statusCode).toBe(201);
    }
    expect(await visible(postId)).toBe(true);
    const operator = await signInOperator(t.app);
    const queue = await t.app.inject({ url: '/api/admin/reports', headers: operator.auth });
    const group = (
      queue.json() as { content: { targetId: number; reportCount: number }[] }
    ).content.find((g) => g.targetId === postId);
    expect(group).toMatchObject({ reportCount: 5 });
  });

  it('five members in good standing hide it', async () => {
    const postId = await newPost();
    for (let i = 0; i < 5; i++) {
      const member = await registerUser(t.app);
      await age(member.user.id, 2);
      expect((await report(member.token, postId)).statusCode).toBe(201);
    }
    expect(await visible(postId)).toBe(false);
  });

  it('a restricted member cannot report (403, Korean), and an earlier report of theirs stops counting', async () => {
    const operator = await signInOperator(t.app);
    const postId = await newPost();
    const members = [];
    for (let i = 0; i < 5; i++) {
      const member = await registerUser(t.app);
      await age(member.user.id, 2);
      members.push(member);
    }
    expect((await report(members[0]!.token, postId)).statusCode).toBe(201);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const restrict = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${members[0]!.user.id}/restrict`,
      headers: operator.auth,
      payload: { until, reason: '도배' },
    });
    expect(restrict.statusCode).toBe(200);
    const refused = await report(members[0]!.token, await newPost());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('신고할 수 없습니다');
    for (const member of members.slice(1)) {
      expect((await report(member.token, postId)).statusCode).toBe(201);
    }
    // Four of the five reporters are in good standing: below the threshold of five.
    expect(await visible(postId)).toBe(true);
  });
});

describe('what others see of a member, and reserved nicknames', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...OPERATOR_ENV });
  });
  afterAll(() => t?.close());

  it('shows restrictedUntil only to the member and operators', async () => {
    const operator = await signInOperator(t.app);
    const member = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/restrict`,
      headers: operator.auth,
      payload: { until, reason: '도배' },
    });
    const as = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/users/${member.user.id}`, headers })).json() as {
        restrictedUntil: string | null;
        email: string | null;
      };
    expect(await as({})).toMatchObject({ restrictedUntil: null, email: null });
    expect(await as(stranger.auth)).toMatchObject({ restrictedUntil: null, email: null });
    expect((await as(member.auth)).restrictedUntil).not.toBeNull();
    expect((await as(operator.auth)).restrictedUntil).not.toBeNull();
  });

  it('refuses reserved nicknames and their look-alikes to members', async () => {
    const member = await registerUser(t.app);
    for (const nickname of [
      '관리자',
      '운영자',
      '운영팀',
      'admin',
      'Admin',
      'ADMIN',
      'administrator',
      'Moderator',
      'system',
      'SYSTEM',
      '운영자1',
      '_admin',
      'Ad_min',
      'ＡＤＭＩＮ',
      '운 영 자',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/nickname',
        headers: member.auth,
        payload: { nickname },
      });
      expect(res.statusCode, nickname).toBe(400);
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `n${Math.random()}@example.com`, password: 'long enough 1', nickname },
      });
      expect(registered.statusCode, nickname).toBe(400);
    }
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/users/nickname',
      headers: member.auth,
      payload: { nickname: '배드민턴' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
