import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';

/**
 * 임시저장 from one open editor (migration 0022): its saves carry Draft-Key and Draft-Revision, so
 * the save on leaving the page may repeat a create still under way without making a second draft,
 * and a save that arrives after a newer one changes nothing. On PGlite and PostgreSQL.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let member: Member;
let other: Member;

beforeAll(async () => {
  t = await buildTestApp();
  member = await registerUser(t.app, { nickname: '임시저장러' });
  other = await registerUser(t.app, { nickname: '다른회원' });
});
afterAll(async () => t.close());

const save = (
  who: Member,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
  editor: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who.auth as Record<string, string>), ...editor },
    payload: body,
  });
const drafts = async (who: Member) =>
  (await t.app.inject({ method: 'GET', url: '/api/drafts', headers: who.auth })).json() as {
    id: number;
    title: string;
    content: string;
  }[];

describe('drafts saved by one editor (Draft-Key, Draft-Revision)', () => {
  it('writes a repeated create into the draft its key made, never a second one', async () => {
    const editor = 'editor-aaaaaaaa';
    const first = await save(
      member,
      'POST',
      '/api/drafts',
      { title: '제목만' },
      { 'draft-key': editor, 'draft-revision': '1' },
    );
    expect(first.statusCode, first.body).toBe(201);
    // The save on leaving, sent while the first was under way: same key, newer revision.
    const leaving = await save(
      member,
      'POST',
      '/api/drafts',
      { title: '제목만', content: '닫기 직전의 마지막 문장' },
      { 'draft-key': editor, 'draft-revision': '2' },
    );
    expect(leaving.statusCode, leaving.body).toBe(200);
    expect(leaving.json()).toMatchObject({
      id: first.json().id,
      content: '닫기 직전의 마지막 문장',
    });
    expect(await drafts(member)).toHaveLength(1);

    // The same key is the member's own: another member's editor with it makes their own draft.
    const theirs = await save(
      other,
      'POST',
      '/api/drafts',
      { title: '남의 글' },
      { 'draft-key': editor, 'draft-revision': '1' },
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect((await drafts(member))[0]!.title).toBe('제목만');
  });

  it('keeps the newest save when an older one arrives after it', async () => {
    const editor = 'editor-bbbbbbbb';
    const headers = (revision: number) => ({
      'draft-key': editor,
      'draft-revision': String(revision),
    });
    // The newer save reached the server first: the create it repeats made the draft.
    const newer = await save(member, 'POST', '/api/drafts', { content: '새 글' }, headers(3));
    expect(newer.statusCode).toBe(201);
    const late = await save(member, 'POST', '/api/drafts', { content: '옛 글' }, headers(2));
    expect(late.statusCode).toBe(200);
    expect(late.json().content).toBe('새 글');
    const path = `/api/drafts/${newer.json().id}`;
    const put = await save(member, 'PUT', path, { content: '더 새 글' }, headers(5));
    expect(put.json().content).toBe('더 새 글');
    const stale = await save(member, 'PUT', path, { content: '늦은 글' }, headers(4));
    expect(stale.statusCode).toBe(200);
    expect(stale.json().content).toBe('더 새 글');
    // The draft resumed in another editor: its first save takes the draft over.
    const resumed = await save(
      member,
      'PUT',
      path,
      { content: '다른 탭에서 이어씀' },
      { 'draft-key': 'editor-eeeeeeee', 'draft-revision': '1' },
    );
    expect(resumed.json().content).toBe('다른 탭에서 이어씀');
    // Without the headers (another client) a save is applied as before.
    const plain = await save(member, 'PUT', path, { content: '그냥 저장' });
    expect(plain.json().content).toBe('그냥 저장');
  });

  it('refuses malformed headers in Korean, and the limit still holds for new keys', async () => {
    const bad = await save(
      member,
      'POST',
      '/api/drafts',
      { title: '가' },
      { 'draft-key': '짧', 'draft-revision': '1' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('잘못된 임시저장 키입니다.');
    const badRevision = await save(
      member,
      'POST',
      '/api/drafts',
      { title: '가' },
      { 'draft-key': 'editor-cccccccc', 'draft-revision': '-1' },
    );
    expect(badRevision.statusCode).toBe(400);
    expect(badRevision.json().message).toContain('잘못된 임시저장 순번입니다.');

    const full = await registerUser(t.app, { nickname: '꽉찬회원' });
    for (let i = 0; i < 20; i++) {
      const made = await save(full, 'POST', '/api/drafts', { title: `초안 ${i}` });
      expect(made.statusCode).toBe(201);
    }
    const refused = await save(
      full,
      'POST',
      '/api/drafts',
      { title: '스물한 번째' },
      { 'draft-key': 'editor-dddddddd', 'draft-revision': '1' },
    );
    expect(refused.json()).toMatchObject({ code: 'LIMIT_EXCEEDED' });
  });
});
