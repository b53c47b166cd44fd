// Sign-up and account hygiene (issue 50, CONTRACT.md 'Sign-up and account hygiene'): agreements,
// password rules, staff-like nicknames and the 운영자 badge, and sign-in under strangers' guesses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ...OPERATOR_ENV, RATE_LIMIT: 'on' });
}, 60_000);
afterAll(async () => t?.close());

let n = 0;
const email = (name: string) => `${name}-${++n}-${Date.now()}@example.com`;
const AGREED = { terms: true, privacy: true, age14: true, marketing: false };
const register = (payload: object, remoteAddress = `198.51.100.${++n % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
const me = (token: string) =>
  t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
const RESERVED =
  "'사용자', '관리자', '운영자', 'admin'처럼 운영진으로 오해될 수 있는 닉네임은 사용할 수 없습니다.";

describe('agreements', () => {
  it('stores each agreement with its time, the nickname too, and answers them on /api/users/me', async () => {
    const before = Date.now();
    const nickname = `동의${Date.now() % 100_000}`;
    const res = await register({
      email: email('agreed'),
      password: 'blue river 42',
      nickname,
      agreements: AGREED,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user.nickname).toBe(nickname);
    const { agreements } = (await me(body.token)).json();
    for (const key of ['terms', 'privacy', 'age14'] as const) {
      expect(Date.parse(agreements[key])).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(agreements.marketing).toBeNull();
    // Nobody else sees them.
    const other = await t.app.inject({ url: `/api/users/${body.user.id}` });
    expect(other.json().agreements).toBeNull();
  });

  it('refuses sent agreements without the required three (400, Korean) and stores nothing', async () => {
    const address = email('young');
    const under14 = await register({
      email: address,
      password: 'blue river 42',
      agreements: { ...AGREED, age14: false },
    });
    expect(under14.statusCode).toBe(400);
    expect(under14.json().message).toBe(
      '만 14세 미만은 보호자(법정대리인)의 동의가 필요해 이 화면에서 가입할 수 없습니다.',
    );
    const noTerms = await register({
      email: address,
      password: 'blue river 42',
      agreements: { ...AGREED, terms: false },
    });
    expect(noTerms.json().message).toBe('이용약관에 동의해 주세요.');
    const noPrivacy = await register({
      email: address,
      password: 'blue river 42',
      agreements: { ...AGREED, privacy: false },
    });
    expect(noPrivacy.json().message).toBe('개인정보 수집·이용에 동의해 주세요.');
    // Nothing was stored: the address is still free.
    expect((await register({ email: address, password: 'blue river 42' })).statusCode).toBe(201);
  });

  it("takes an older client's registration without them, then the agreements later", async () => {
    const res = await register({ email: email('older'), password: 'blue river 42' });
    expect(res.statusCode).toBe(201);
    const { token } = res.json();
    expect((await me(token)).json().agreements).toEqual({
      terms: null,
      privacy: null,
      age14: null,
      marketing: null,
    });
    const agree = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/agreements',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const partial = await agree({ ...AGREED, privacy: false });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('개인정보 수집·이용에 동의해 주세요.');
    expect((await me(token)).json().agreements.terms).toBeNull();
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/users/me/agreements', payload: AGREED }))
        .statusCode,
    ).toBe(401);

    const given = await agree({ ...AGREED, marketing: true });
    expect(given.statusCode).toBe(200);
    const first = given.json().agreements;
    expect(first.terms).not.toBeNull();
    expect(first.marketing).not.toBeNull();
    // Again: the required ones keep their first time; marketing can be withdrawn.
    const again = (await agree(AGREED)).json().agreements;
    expect(again.terms).toBe(first.terms);
    expect(again.marketing).toBeNull();
    expect((await me(token)).json().agreements).toEqual(again);
  });
});

describe('password rules', () => {
  const refused = async (payload: object, message: string) => {
    const res = await register(payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().fields.password).toBe(message);
  };

  it('refuses short, common, e-mail-like and nickname-like passwords in Korean', async () => {
    await refused({ email: email('a'), password: '1234567' }, '비밀번호는 8자 이상이어야 합니다.');
    const common =
      '너무 흔한 비밀번호입니다. 다른 사람이 짐작하기 어려운 비밀번호를 사용해 주세요.';
    for (const password of ['12345678', 'password', 'Qwerty123', '1q2w3e4r', 'iloveyou']) {
      await refused({ email: email('b'), password }, common);
    }
    await refused(
      { email: 'Kim.Minsu77@example.com', password: 'KIM.MINSU77' },
      '이메일 주소나 이메일 아이디를 비밀번호로 사용할 수 없습니다.',
    );
    await refused(
      { email: 'kim.minsu77@example.com', password: 'kim.minsu77@example.com' },
      '이메일 주소나 이메일 아이디를 비밀번호로 사용할 수 없습니다.',
    );
    await refused(
      { email: email('c'), password: 'Sunflower9', nickname: 'sunflower9' },
      '닉네임을 비밀번호로 사용할 수 없습니다.',
    );
  });

  it('holds for a new password too', async () => {
    const member = await registerUser(t.app, { password: 'blue river 42' });
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: member.auth,
        payload: { currentPassword: 'blue river 42', newPassword },
      });
    const res = await change('password1');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.newPassword).toBe(
      '너무 흔한 비밀번호입니다. 다른 사람이 짐작하기 어려운 비밀번호를 사용해 주세요.',
    );
    const local = member.email.split('@')[0]!;
    expect((await change(local)).json().fields.newPassword).toBe(
      '이메일 주소나 이메일 아이디를 비밀번호로 사용할 수 없습니다.',
    );
  });
});

describe('nicknames that pose as staff', () => {
  const disguises = [
    '관리자',
    'Adm1n',
    '관리쟈',
    '운 영 자',
    '매니저',
    '시스템',
    'operator',
    'root',
    '사이트관리',
    '멸공운영',
  ];

  it('are refused for members on sign-up, the check and the change (400), and nothing is stored', async () => {
    for (const nickname of disguises) {
      const address = email('staff');
      const res = await register({ email: address, password: 'blue river 42', nickname });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json().message).toBe(RESERVED);
      expect((await register({ email: address, password: 'blue river 42' })).statusCode).toBe(201);
    }
    const member = await registerUser(t.app);
    for (const nickname of disguises) {
      const check = await t.app.inject({
        url: `/api/users/check-nickname?nickname=${encodeURIComponent(nickname)}`,
        headers: member.auth,
      });
      expect(check.statusCode, nickname).toBe(400);
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/users/nickname',
        headers: member.auth,
        payload: { nickname },
      });
      expect(change.statusCode, nickname).toBe(400);
      expect(change.json().message).toBe(RESERVED);
    }
    expect((await me(member.token)).json().nickname).toBeNull();
  });

  it('operators grant the 운영자 badge instead; members cannot', async () => {
    const operator = await signInOperator(t.app);
    const member = await registerUser(t.app, { nickname: `배지${Date.now() % 100_000}` });
    const grant = (auth: Record<string, string>, badge: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${member.user.id}/badge`,
        headers: auth,
        payload: { badge, reason: '운영진 합류' },
      });
    expect((await grant(member.auth, '운영자')).statusCode).toBe(403);
    const granted = await grant(operator.auth, '운영자');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().badge).toBe('운영자');
    expect((await t.app.inject({ url: `/api/users/${member.user.id}` })).json().badge).toBe(
      '운영자',
    );
    expect((await grant(operator.auth, '운영자')).statusCode).toBe(409);
    expect((await grant(operator.auth, '관리자')).statusCode).toBe(400);
    expect((await grant(operator.auth, null)).json().badge).toBeNull();
  });
});

describe('sign-in under strangers’ guesses', () => {
  it("32 wrong passwords from other addresses neither refuse nor queue the owner's sign-in", async () => {
    const owner = await registerUser(t.app, { password: 'owner password 7' });
    const ownAddress = '127.0.0.1';
    let finished = 0;
    const guesses = Array.from({ length: 32 }, (_, i) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password: `guess ${i}` },
          remoteAddress: `203.0.113.${i + 1}`,
        })
        .then((res) => {
          finished += 1;
          return res.statusCode;
        }),
    );
    // The owner comes back from the address they registered from while the guesses wait.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'owner password 7' },
      remoteAddress: ownAddress,
    });
    const finishedBeforeOwner = finished;
    expect(own.statusCode).toBe(200);
    expect((await Promise.all(guesses)).every((s) => s === 401)).toBe(true);
    // Two hashes run at a time and the owner's address goes first: the owner waits for those
    // already running (and, on a slow database, the few that reached the queue first), never all 32.
    expect(finishedBeforeOwner).toBeLessThanOrEqual(12);
    // And again after every guess failed: no delay per e-mail is left for the owner to pay.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'owner password 7' },
      remoteAddress: ownAddress,
    });
    expect(again.statusCode).toBe(200);
  }, 120_000);
});
