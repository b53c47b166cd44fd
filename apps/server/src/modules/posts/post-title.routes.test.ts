import { postMessages } from '@myeolgong/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

let t: TestApp;
let member: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  member = await registerUser(t.app, { nickname: '제목시험' });
});
afterAll(async () => t.close());

const write = (title: string, method: 'POST' | 'PUT' = 'POST', id?: number) =>
  t.app.inject({
    method,
    url: id ? `/api/posts/${id}` : '/api/posts',
    headers: member.auth,
    payload: { title, content: '본문', boardName: 'free' },
  });

describe('post titles', () => {
  it('refuses titles made only of invisible characters with a Korean 400, on create and edit', async () => {
    const created = await write('보이는 제목');
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    for (const title of ['\u200B', '\u200B\u200C\u200D\uFEFF', ' \u2060 \u3164 ', '\u2800\u200B']) {
      for (const res of [await write(title), await write(title, 'PUT', id)]) {
        expect(res.statusCode, JSON.stringify(title)).toBe(400);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          message: postMessages.titleInvisible,
          fields: { title: postMessages.titleInvisible },
        });
      }
    }
    expect((await t.app.inject({ url: `/api/posts/${id}` })).json().title).toBe('보이는 제목');
  });

  it('counts characters as readers see them: 300 emoji with modifiers fit, 301 do not', async () => {
    const family = '👨‍👩‍👧';
    const fits = await write(family.repeat(300));
    expect(fits.statusCode).toBe(201);
    expect(fits.json().title).toBe(family.repeat(300));
    const over = await write(family.repeat(301));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(postMessages.titleTooLong);
    expect((await write('가'.repeat(301))).statusCode).toBe(400);
    expect((await write(`${'가'.repeat(299)}\u200B`)).statusCode).toBe(201);
  });
});
