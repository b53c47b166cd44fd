import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const json = { accept: 'application/json' };

describe('the current member', () => {
  it('answers /api/users/me and its alias /users/current', async () => {
    const { auth, user, email } = await registerUser(t.app);
    for (const url of ['/api/users/me', '/users/current']) {
      const res = await t.app.inject({ url, headers: { ...auth, ...json } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        email,
        nickname: null,
        role: 'USER',
        restrictedUntil: null,
      });
    }
  });

  it('validates tokens without failing', async () => {
    const { auth } = await registerUser(t.app);
    expect(
      (await t.app.inject({ url: '/api/users/validate-token', headers: auth })).json(),
    ).toEqual({ valid: true });
    expect(
      (
        await t.app.inject({
          url: '/api/users/validate-token',
          headers: { authorization: 'Bearer nope' },
        })
      ).json(),
    ).toEqual({ valid: false });
    expect((await t.app.inject({ url: '/api/users/validate-token' })).json()).toEqual({
      valid: false,
    });
  });
});

describe('nicknames', () => {
  const put = (auth: Record<string, string>, nickname: string, url = '/api/users/nickname') =>
    t.app.inject({ method: 'PUT', url, headers: auth, payload: { nickname } });

  it('sets a nickname and applies every rule of SPEC.md §5 with its message', async () => {
    const { auth } = await registerUser(t.app);
    const cases: [string, number, string][] = [
      ['', 400, '닉네임을 입력해주세요.'],
      ['   ', 400, '닉네임을 입력해주세요.'],
      ['가', 400, '닉네임은 2~10자 사이여야 합니다.'],
      ['열한글자닉네임입니다요', 400, '닉네임은 2~10자 사이여야 합니다.'],
      ['공백 있음', 400, '닉네임은 한글, 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.'],
      [
        '사용자123',
        400,
        "'사용자', '관리자', '운영자', 'admin'처럼 운영진으로 오해될 수 있는 닉네임은 사용할 수 없습니다.",
      ],
    ];
    for (const [nickname, status, message] of cases) {
      const res = await put(auth, nickname);
      expect(res.statusCode, nickname).toBe(status);
      expect(res.json().message, nickname).toBe(message);
    }
    const ok = await put(auth, '주식왕_1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().nickname).toBe('주식왕_1');
    const same = await put(auth, '주식왕_1', '/users/nickname');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('현재 닉네임과 동일합니다.');
  });

  it('refuses a nickname someone else has, in any letter case, with 409', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await put(a.auth, 'TraderKim')).statusCode).toBe(200);
    const res = await put(b.auth, 'traderkim');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: '이미 사용 중인 닉네임입니다.' });
  });

  it('checks availability', async () => {
    const a = await registerUser(t.app, { nickname: '확인대상' });
    const check = async (nickname: string, auth: Record<string, string> = {}) =>
      t.app.inject({
        url: `/api/users/check-nickname?nickname=${encodeURIComponent(nickname)}`,
        headers: auth,
      });
    expect((await check('아무도없음')).json()).toEqual({
      available: true,
      message: '사용 가능한 닉네임입니다.',
    });
    expect((await check('확인대상')).json()).toEqual({
      available: false,
      message: '이미 사용 중인 닉네임입니다.',
    });
    expect((await check('확인대상', a.auth)).json()).toEqual({
      available: false,
      message: '현재 닉네임과 동일합니다.',
    });
    const bad = await check('x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('닉네임은 2~10자 사이여야 합니다.');
  });

  it('needs a signed-in member to change a nickname', async () => {
    expect((await put({}, '누구세요')).statusCode).toBe(401);
  });
});

describe('looking members up', () => {
  it('finds a member by id on every alias and hides the e-mail from others', async () => {
    const a = await registerUser(t.app, { nickname: '조회대상' });
    const b = await registerUser(t.app);
    const paths = ['/api/users', '/users', '/api/user', '/user', '/users/id', '/api/users/id'];
    for (const prefix of paths) {
      const res = await t.app.inject({
        url: `${prefix}/${a.user.id}`,
        headers: { ...b.auth, ...json },
      });
      expect(res.statusCode, prefix).toBe(200);
      expect(res.json(), prefix).toMatchObject({
        id: a.user.id,
        nickname: '조회대상',
        email: null,
      });
    }
    const own = await t.app.inject({ url: `/api/users/${a.user.id}`, headers: a.auth });
    expect(own.json().email).toBe(a.email);
  });

  it('finds a member by nickname and says when nobody matches', async () => {
    const a = await registerUser(t.app, { nickname: '닉조회' });
    for (const url of ['/users/nickname/닉조회', '/api/users/nickname/닉조회']) {
      const res = await t.app.inject({ url: encodeURI(url), headers: json });
      expect(res.json().id).toBe(a.user.id);
    }
    const missing = await t.app.inject({ url: '/api/users/999999', headers: json });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('사용자를 찾을 수 없습니다.');
    expect((await t.app.inject({ url: '/api/users/abc' })).statusCode).toBe(400);
  });
});

describe('a member’s posts, comments, likes and saved posts', () => {
  it('lists them as pages with the viewer’s state', async () => {
    const author = await registerUser(t.app, { nickname: '작성자' });
    const reader = await registerUser(t.app, { nickname: '독자' });
    const db = t.database.db;
    const posts = [];
    for (let i = 0; i < 3; i++) {
      posts.push(
        await db
          .insertInto('posts')
          .values({
            board_id: 2,
            author_id: author.user.id,
            type: 'TEXT',
            title: `글 ${i}`,
            content: i === 0 ? '<img src="x" onerror="alert(1)"><p>안녕</p>' : `본문 ${i}`,
            url: null,
            image_url: null,
            video_url: null,
            created_at: new Date(Date.now() - (3 - i) * 60_000),
            updated_at: new Date(),
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    await db
      .insertInto('post_likes')
      .values({ post_id: posts[0]!.id, user_id: reader.user.id })
      .execute();
    await db
      .insertInto('saved_posts')
      .values({ post_id: posts[1]!.id, user_id: reader.user.id })
      .execute();
    await db
      .insertInto('comments')
      .values({
        post_id: posts[2]!.id,
        author_id: reader.user.id,
        content: '좋은 글이네요',
        parent_id: null,
        updated_at: new Date(),
        deleted_at: null,
      })
      .execute();

    const page = await t.app.inject({
      url: `/api/users/${author.user.id}/posts?page=0&size=2`,
      headers: reader.auth,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      number: 0,
      size: 2,
      last: false,
      empty: false,
    });
    expect(body.content.map((p: { title: string }) => p.title)).toEqual(['글 2', '글 1']);
    expect(body.content[1]).toMatchObject({
      saved: true,
      likeStatus: 0,
      boardName: 'stock',
      boardPath: '/boards/stock',
      authorNickname: '작성자',
    });
    const second = (
      await t.app.inject({
        url: `/users/${author.user.id}/posts?page=1&size=2`,
        headers: reader.auth,
      })
    ).json();
    expect(second.last).toBe(true);
    expect(second.content[0]).toMatchObject({
      title: '글 0',
      likeStatus: 1,
      userHasliked: true,
      likeCount: 0,
    });
    expect(second.content[0].content).not.toContain('onerror');

    const comments = (await t.app.inject({ url: `/api/users/${reader.user.id}/comments` })).json();
    expect(comments.content[0]).toMatchObject({
      content: '좋은 글이네요',
      postTitle: '글 2',
      postId: posts[2]!.id,
      authorNickname: '독자',
    });

    const likes = (await t.app.inject({ url: '/api/users/me/likes', headers: reader.auth })).json();
    expect(likes).toEqual([{ postId: posts[0]!.id, value: 1 }]);

    for (const url of ['/api/users/saved-posts', '/api/posts/saved']) {
      const saved = (await t.app.inject({ url, headers: reader.auth })).json();
      expect(
        saved.content.map((p: { id: number }) => p.id),
        url,
      ).toEqual([posts[1]!.id]);
    }
    expect((await t.app.inject({ url: '/api/users/saved-posts' })).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('removes personal data, revokes tokens and frees the e-mail and nickname', async () => {
    const a = await registerUser(t.app, { nickname: '떠날사람' });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: a.auth });
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/users/me', headers: a.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${a.user.id}` })).statusCode).toBe(404);
    const again = await registerUser(t.app, { email: a.email, nickname: '떠날사람' });
    expect(again.user.id).not.toBe(a.user.id);
  });
});
