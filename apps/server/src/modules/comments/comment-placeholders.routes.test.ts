import type { Comment } from '@myeolgong/contract/comments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';

// docs/decisions/025: placeholders keep threads, and a post's comment count is the number of
// comments every reader has a place for (live, not hidden pending review).

let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let henry: Member;
let carol: Member;
let dave: Member;

beforeAll(async () => {
  t = await buildTestApp({ ...OPERATOR_ENV, REPORT_HIDE_THRESHOLD: '2' });
  alice = await registerUser(t.app, { nickname: '앨리스' });
  bob = await registerUser(t.app, { nickname: '밥아저씨' });
  henry = await registerUser(t.app, { nickname: '헨리' });
  carol = await registerUser(t.app, { nickname: '캐롤' });
  dave = await registerUser(t.app, { nickname: '데이브' });
});
afterAll(async () => t.close());

const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

async function newPost(who: Member) {
  return (await call(who, 'POST', '/api/posts', { title: '자리표시 시험', content: '본문' })).json()
    .id as number;
}
async function comment(who: Member, postId: number, content: string, parentId?: number) {
  const res = await call(who, 'POST', '/api/comments', { postId, content, parentId });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
async function thread(who: Member | null, postId: number) {
  const res = await call(who, 'GET', `/api/comments/post/${postId}?size=100`);
  expect(res.statusCode).toBe(200);
  return res.json() as { content: Comment[]; totalElements: number };
}
const flatten = (list: Comment[]): Comment[] => list.flatMap((c) => [c, ...flatten(c.replies)]);
const find = (list: Comment[], id: number) => flatten(list).find((c) => c.id === id);
/** The comments a thread counts: every entry but the deleted and hidden placeholders. */
const counted = (list: Comment[]) =>
  flatten(list).filter((c) => !c.deleted && !(c.hidden && c.content.includes('가려진'))).length;
const commentCount = async (postId: number) =>
  (await call(null, 'GET', `/api/posts/${postId}`)).json().commentCount as number;

describe('a blocked member’s comments', () => {
  it('become placeholders that keep their replies, mine included, and the count agrees', async () => {
    const postId = await newPost(alice);
    const his = await comment(henry, postId, '헨리의 댓글');
    const myReply = await comment(bob, postId, '헨리에게 답글', his);
    const deeper = await comment(alice, postId, '밥에게 답글', myReply);
    const aliceRoot = await comment(alice, postId, '앨리스 댓글');
    const hisReply = await comment(henry, postId, '앨리스에게 헨리 답글', aliceRoot);
    const myReplyToHim = await comment(bob, postId, '헨리 답글에 답글', hisReply);

    expect(
      (await call(bob, 'POST', '/api/users/me/blocks', { userId: henry.user.id })).statusCode,
    ).toBe(201);

    const mine = await thread(bob, postId);
    expect(find(mine.content, his)).toMatchObject({
      blocked: true,
      deleted: false,
      content: '차단한 회원의 댓글입니다.',
    });
    expect(find(mine.content, hisReply)).toMatchObject({
      blocked: true,
      content: '차단한 회원의 댓글입니다.',
    });
    expect(find(mine.content, myReply)).toMatchObject({ content: '헨리에게 답글', blocked: false });
    expect(find(mine.content, deeper)).toMatchObject({ content: '밥에게 답글' });
    expect(find(mine.content, myReplyToHim)).toMatchObject({ content: '헨리 답글에 답글' });
    expect(JSON.stringify(mine)).not.toContain('헨리의 댓글');
    expect(mine.totalElements).toBe(2);

    // Everyone else reads them whole; every reader's thread has the post's count of entries.
    const others = await thread(alice, postId);
    expect(find(others.content, his)).toMatchObject({ content: '헨리의 댓글', blocked: false });
    expect((await thread(null, postId)).content.length).toBe(2);
    const count = await commentCount(postId);
    expect(count).toBe(6);
    expect(counted(mine.content)).toBe(count);
    expect(counted(others.content)).toBe(count);

    // A blocked member's comment is never pinned for the blocker.
    await call(alice, 'POST', `/api/comments/${his}/like?value=1`);
    const top = await thread(bob, postId);
    expect(find(top.content, his)?.pinned).toBe(false);
  });
});

describe('deleted comments', () => {
  it('keep their thread as 삭제된 댓글입니다 without an author, and leave the count', async () => {
    const postId = await newPost(alice);
    const parent = await comment(carol, postId, '곧 지울 댓글');
    const reply = await comment(bob, postId, '남는 답글', parent);
    await comment(alice, postId, '다른 댓글');
    expect(await commentCount(postId)).toBe(3);

    expect((await call(carol, 'DELETE', `/api/comments/${parent}`)).json().commentCount).toBe(2);
    for (const who of [null, alice, carol]) {
      const list = await thread(who, postId);
      expect(find(list.content, parent)).toMatchObject({
        deleted: true,
        content: '삭제된 댓글입니다.',
      });
      expect(JSON.stringify(find(list.content, parent))).not.toContain('캐롤');
      expect(find(list.content, reply)).toMatchObject({ content: '남는 답글' });
      expect(counted(list.content)).toBe(await commentCount(postId));
      expect(list.totalElements).toBe(2);
    }

    // With its last reply gone, the placeholder goes too.
    await call(bob, 'DELETE', `/api/comments/${reply}`);
    const list = await thread(null, postId);
    expect(find(list.content, parent)).toBeUndefined();
    expect(list.totalElements).toBe(1);
    expect(await commentCount(postId)).toBe(1);
  });
});

describe('comments hidden pending review', () => {
  it('leave the count while hidden, keep replies as a placeholder, and come back when dismissed', async () => {
    await t.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) } as never)
      .execute();
    const postId = await newPost(alice);
    const target = await comment(henry, postId, '신고될 댓글');
    const reply = await comment(bob, postId, '신고될 댓글에 답글', target);
    const lone = await comment(henry, postId, '답글 없는 신고 댓글');
    expect(await commentCount(postId)).toBe(3);

    for (const id of [target, lone]) {
      for (const who of [carol, dave]) {
        const res = await call(who, 'POST', '/api/reports', {
          targetType: 'COMMENT',
          targetId: id,
          reason: 'SPAM',
        });
        expect(res.statusCode).toBe(201);
      }
    }
    expect(await commentCount(postId)).toBe(1);
    const list = await thread(alice, postId);
    expect(find(list.content, target)).toMatchObject({
      hidden: true,
      content: '신고가 접수되어 가려진 댓글입니다.',
    });
    expect(find(list.content, reply)).toMatchObject({ content: '신고될 댓글에 답글' });
    expect(find(list.content, lone)).toBeUndefined();
    expect(counted(list.content)).toBe(1);

    // Deleting a hidden comment does not take it off the count twice.
    expect((await call(henry, 'DELETE', `/api/comments/${lone}`)).json().commentCount).toBe(1);

    // Dismissed reports put it back on the count.
    const operator = await signInOperator(t.app);
    const dismissed = await call(operator, 'POST', '/api/admin/reports/resolve', {
      targetType: 'COMMENT',
      targetId: target,
      action: 'DISMISS',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await commentCount(postId)).toBe(2);
    expect(find((await thread(alice, postId)).content, target)).toMatchObject({
      hidden: false,
      content: '신고될 댓글',
    });
  });
});
