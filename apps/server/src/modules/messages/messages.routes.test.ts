import {
  MESSAGE_MAX,
  MESSAGES_TO_STRANGERS_PER_DAY,
  messageMessages as m,
  type Conversation,
  type Message,
} from '@myeolgong/contract/messages';
import type { Paged } from '@myeolgong/contract/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { OPERATOR_ENV, registerUser, signInOperator } from '../../../test/users';

/**
 * 쪽지 (CONTRACT.md 'Messages (쪽지)') on PGlite and PostgreSQL: sending and its refusals (nothing
 * stored), threads with a cursor, conversations and unread counts, privacy (another member's
 * message is 404), delete for me, blocks both ways, the daily cap to strangers, and reports that
 * an operator reads and acts on.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  t = await buildTestApp(OPERATOR_ENV);
  [alice, bob, carol] = await Promise.all([
    registerUser(t.app, { nickname: '쪽지앨리' }),
    registerUser(t.app, { nickname: '쪽지밥' }),
    registerUser(t.app, { nickname: '쪽지캐롤' }),
  ]);
});
afterAll(async () => t.close());

const send = (who: Member | null, toUserId: unknown, content: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: who?.auth ?? {},
    payload: { toUserId, content },
  });
async function sent(who: Member, to: Member, content: string) {
  const res = await send(who, to.user.id, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}
async function thread(who: Member, other: Member, query = '') {
  const res = await t.app.inject({
    url: `/api/messages/with/${other.user.id}${query}`,
    headers: who.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Message[];
}
async function conversations(who: Member) {
  const res = await t.app.inject({ url: '/api/messages/conversations', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Paged<Conversation>;
}
async function unread(who: Member) {
  const res = await t.app.inject({ url: '/api/messages/unread-count', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number }).count;
}
const block = (who: Member, userId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/blocks',
    headers: who.auth,
    payload: { userId },
  });
const unblock = (who: Member, userId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/me/blocks/${userId}`, headers: who.auth });

describe('sending', () => {
  it('answers 201 with the message; both members see it, newest first, with a cursor', async () => {
    const first = await sent(alice, bob, '  안녕하세요, 밥님  ');
    expect(first).toEqual({
      id: expect.any(Number),
      from: { id: alice.user.id, nickname: '쪽지앨리', profileImage: null },
      to: { id: bob.user.id, nickname: '쪽지밥', profileImage: null },
      content: '안녕하세요, 밥님',
      createdAt: expect.any(String),
      readAt: null,
    });
    const second = await sent(bob, alice, '네, 반갑습니다');
    const third = await sent(alice, bob, 'ㅋ'.repeat(MESSAGE_MAX));
    const ids = [third.id, second.id, first.id];
    expect((await thread(alice, bob)).map((x) => x.id)).toEqual(ids);
    expect((await thread(bob, alice)).map((x) => x.id)).toEqual(ids);
    expect((await thread(bob, alice, '?size=2')).map((x) => x.id)).toEqual(ids.slice(0, 2));
    expect((await thread(bob, alice, `?before=${second.id}`)).map((x) => x.id)).toEqual([first.id]);
  });

  it('lists conversations with unread counts; reading a thread clears them', async () => {
    const bobs = await conversations(bob);
    expect(bobs.totalElements).toBe(1);
    expect(bobs.content[0]).toMatchObject({
      user: { id: alice.user.id, nickname: '쪽지앨리' },
      lastMessage: { from: { id: alice.user.id }, content: 'ㅋ'.repeat(MESSAGE_MAX) },
      unread: 2,
    });
    expect(await unread(bob)).toBe(2);
    expect((await conversations(alice)).content[0]).toMatchObject({ unread: 1 });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/messages/read',
      headers: bob.auth,
      payload: { userId: alice.user.id },
    });
    expect(read.statusCode).toBe(204);
    expect(await unread(bob)).toBe(0);
    expect((await conversations(bob)).content[0]!.unread).toBe(0);
    const fromAlice = (await thread(alice, bob)).filter((x) => x.from.id === alice.user.id);
    expect(fromAlice.every((x) => x.readAt !== null)).toBe(true);
    // The latest conversation first.
    await sent(carol, bob, '캐롤입니다');
    expect((await conversations(bob)).content.map((c) => c.user.id)).toEqual([
      carol.user.id,
      alice.user.id,
    ]);
  });

  it('refuses bad messages in Korean and stores nothing', async () => {
    const before = (await thread(alice, carol)).length;
    const cases: [Member | null, unknown, unknown, number, string | null][] = [
      [null, bob.user.id, '안녕', 401, null],
      [alice, carol.user.id, '   ', 400, m.empty],
      [alice, carol.user.id, '', 400, m.empty],
      [alice, carol.user.id, 'ㅋ'.repeat(MESSAGE_MAX + 1), 400, m.tooLong],
      [alice, alice.user.id, '나에게', 400, m.toSelf],
      [alice, 99_999_999, '없는 회원', 404, m.userNotFound],
      [alice, 'abc', '이상한 번호', 400, null],
    ];
    for (const [who, to, content, status, message] of cases) {
      const res = await send(who, to, content);
      expect(res.statusCode, `${String(to)} ${String(content).slice(0, 10)}`).toBe(status);
      if (message) expect(res.json().message).toContain(message);
    }
    expect(await thread(alice, carol)).toHaveLength(before);
  });
});

describe('privacy and delete for me', () => {
  it('shows a message only to its two members and hides it for one of them only', async () => {
    const message = await sent(alice, bob, '둘만의 이야기');
    // Carol has no thread with them and cannot touch the message.
    expect((await thread(carol, alice)).map((x) => x.id)).not.toContain(message.id);
    const del = (who: Member, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/messages/${id}`, headers: who.auth });
    expect((await del(carol, message.id)).statusCode).toBe(404);
    expect((await del(carol, message.id)).json().message).toBe(m.notFound);
    expect((await del(alice, 99_999_999)).statusCode).toBe(404);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: carol.auth,
      payload: { targetType: 'MESSAGE', targetId: message.id, reason: 'SPAM' },
    });
    expect(report.statusCode).toBe(404);

    expect((await del(bob, message.id)).statusCode).toBe(204);
    expect((await del(bob, message.id)).statusCode).toBe(204);
    expect((await thread(bob, alice)).map((x) => x.id)).not.toContain(message.id);
    expect((await thread(alice, bob)).map((x) => x.id)).toContain(message.id);
    const withAlice = (await conversations(bob)).content.find((c) => c.user.id === alice.user.id);
    expect(withAlice?.lastMessage.id).not.toBe(message.id);
  });
});

describe('blocks', () => {
  it('refuse messages both ways and leave blocked members out of the blocker’s lists', async () => {
    const dan = await registerUser(t.app, { nickname: '쪽지댄' });
    const erin = await registerUser(t.app, { nickname: '쪽지에린' });
    await sent(dan, erin, '차단 전에 보낸 쪽지');
    expect(await unread(erin)).toBe(1);
    expect((await block(erin, dan.user.id)).statusCode).toBe(201);

    const toBlocker = await send(dan, erin.user.id, '차단한 회원에게');
    expect(toBlocker.statusCode).toBe(403);
    expect(toBlocker.json().message).toBe('쪽지를 보낼 수 없는 회원입니다');
    const toBlocked = await send(erin, dan.user.id, '내가 차단한 회원에게');
    expect(toBlocked.statusCode).toBe(403);
    expect(toBlocked.json().message).toBe(m.blockedBySender);
    // The blocker: no conversation, no unread count, the thread still readable (to report it).
    expect((await conversations(erin)).totalElements).toBe(0);
    expect(await unread(erin)).toBe(0);
    expect(await thread(erin, dan)).toHaveLength(1);
    // The blocked member keeps the old conversation.
    expect((await conversations(dan)).totalElements).toBe(1);
    expect(await thread(dan, erin)).toHaveLength(1);

    expect((await unblock(erin, dan.user.id)).statusCode).toBe(200);
    expect(await unread(erin)).toBe(1);
    await sent(dan, erin, '차단이 풀렸네요');
  });
});

describe('the daily cap to strangers', () => {
  it('allows 20 a day to members who never wrote back, then 429; a reply lifts it for them', async () => {
    const [sender, stranger, other] = await Promise.all([
      registerUser(t.app, { nickname: '쪽지영업' }),
      registerUser(t.app, { nickname: '쪽지낯선' }),
      registerUser(t.app, { nickname: '쪽지다른' }),
    ]);
    for (let i = 0; i < MESSAGES_TO_STRANGERS_PER_DAY; i++) {
      await sent(sender, i % 2 === 0 ? stranger : other, `안녕하세요 ${i}`);
    }
    const over = await send(sender, stranger.user.id, '스물한 번째');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(m.strangerLimit);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await thread(stranger, sender)).toHaveLength(MESSAGES_TO_STRANGERS_PER_DAY / 2);

    // Someone who wrote to the sender is no stranger: no cap to them, still one to the others.
    await sent(stranger, sender, '무슨 일이세요?');
    await sent(sender, stranger, '답장 고맙습니다');
    expect((await send(sender, other.user.id, '여전히 낯선 회원')).statusCode).toBe(429);
    // Writing back is never capped by the other's count.
    await sent(other, sender, '저도 답장합니다');
    await sent(sender, other, '이제 보낼 수 있습니다');
  });
});

describe('reports of a message', () => {
  it('lets the recipient report it; the operator reads it whole and removes it for both', async () => {
    const text = `수익 보장 리딩방 초대합니다 ${'자세한 내용 '.repeat(20)}`.trim();
    const message = await sent(carol, alice, text);
    const report = (who: Member) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: who.auth,
        payload: { targetType: 'MESSAGE', targetId: message.id, reason: 'SPAM' },
      });
    expect((await report(carol)).statusCode).toBe(400);
    expect((await report(alice)).statusCode).toBe(201);
    expect((await report(alice)).statusCode).toBe(409);

    const operator = await signInOperator(t.app);
    const queue = await t.app.inject({ url: '/api/admin/reports', headers: operator.auth });
    expect(queue.statusCode).toBe(200);
    const group = (queue.json().content as { targetType: string; targetId: number }[]).find(
      (g) => g.targetType === 'MESSAGE' && g.targetId === message.id,
    );
    expect(group).toMatchObject({
      reportCount: 1,
      reasons: { SPAM: 1 },
      target: {
        summary: text,
        postId: null,
        authorId: carol.user.id,
        authorNickname: '쪽지캐롤',
        deleted: false,
      },
    });

    const resolve = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/resolve',
      headers: operator.auth,
      payload: { targetType: 'MESSAGE', targetId: message.id, action: 'DELETE', reason: '스팸' },
    });
    expect(resolve.statusCode, resolve.body).toBe(200);
    expect(resolve.json().resolved).toBe(1);
    expect((await thread(alice, carol)).map((x) => x.id)).not.toContain(message.id);
    expect((await thread(carol, alice)).map((x) => x.id)).not.toContain(message.id);
    const log = await t.app.inject({
      url: '/api/admin/log?targetType=MESSAGE',
      headers: operator.auth,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().content[0]).toMatchObject({
      action: 'REPORT_ACTION',
      targetType: 'MESSAGE',
      targetId: message.id,
      targetLabel: '쪽지',
    });
  });
});
