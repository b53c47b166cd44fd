// Every route of the OpenAPI document against missing, forged and stale tokens, and the owned
// resources against another member's token (CONTRACT.md 'Statuses', DESIGN.md 'Tokens').
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/users.repository';
import { buildTestApp, type TestApp } from '../app';
import { testDbKind } from '../database';
import { registerUser } from '../users';
import {
  errorShapeProblems,
  isAdminOnly,
  mutatingMethods,
  operations,
  ownedRoutes,
  paramKind,
  publicMutations,
  requestOf,
  type Operation,
  type ResourceIds,
} from './routes';

const SECRET = randomBytes(32).toString('hex');
const key = new TextEncoder().encode(SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token as the server signs it, with every claim overridable. */
function sign(
  claims: { sub: string; ver: number; iss?: string; iat?: number; exp?: number },
  secret: Uint8Array = key,
) {
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(claims.iss ?? 'myeolgong')
    .setIssuedAt(claims.iat ?? nowSeconds())
    .setExpirationTime(claims.exp ?? nowSeconds() + 3600)
    .sign(secret);
}

/** Changes one claim of a signed token and keeps the old signature. */
function tamper(token: string, change: Record<string, unknown>) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return `${header}.${b64({ ...claims, ...change })}.${signature}`;
}

type Member = Awaited<ReturnType<typeof registerUser>>;

// Token checks do not depend on the database; PostgreSQL runs the same SQL through the same code.
describe.skipIf(testDbKind === 'postgres')(
  'authentication and authorisation of every route',
  () => {
    let t: TestApp;
    let ops: Operation[];
    let owner: Member;
    let other: Member;
    let ids: ResourceIds;
    /** Authorization header values that must never pass, by name. */
    const badTokens: Record<string, string> = {};

    async function createPostAndComment(member: Member) {
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: { title: '주인 있는 글', content: '원래 내용', boardName: 'free' },
      });
      expect(post.statusCode).toBe(201);
      const postId = (post.json() as { id: number }).id;
      const comment = await t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: member.auth,
        payload: { postId, content: '원래 댓글' },
      });
      expect(comment.statusCode).toBe(201);
      return { post: postId, comment: (comment.json() as { id: number }).id };
    }

    beforeAll(async () => {
      t = await buildTestApp({}, { jwtSecret: SECRET });
      ops = await operations(t.app);
      owner = await registerUser(t.app, { nickname: '글주인' });
      other = await registerUser(t.app, { nickname: '남의회원' });
      ids = { ...(await createPostAndComment(owner)), user: owner.user.id, board: 'free' };

      const gone = await registerUser(t.app);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: gone.auth,
      });
      expect(deleted.statusCode).toBe(200);
      const promoted = await registerUser(t.app);
      await usersRepository(t.app.db).setRole(promoted.user.id, 'ADMIN');

      const sub = String(owner.user.id);
      const valid = await sign({ sub, ver: 0 });
      Object.assign(badTokens, {
        'no scheme': owner.token,
        'Basic scheme': `Basic ${owner.token}`,
        'empty bearer': 'Bearer ',
        garbage: 'Bearer garbage',
        'three garbage parts': 'Bearer a.b.c',
        'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({
          sub,
          ver: 0,
          iss: 'myeolgong',
          iat: nowSeconds(),
          exp: nowSeconds() + 3600,
        })}.`,
        'alg none, signature kept': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${
          valid.split('.')[1]
        }.${valid.split('.')[2]}`,
        'payload changed (other member)': `Bearer ${tamper(owner.token, { sub: String(other.user.id) })}`,
        'payload changed (expiry pushed)': `Bearer ${tamper(owner.token, { exp: nowSeconds() + 9e8 })}`,
        'wrong signature': `Bearer ${await sign({ sub, ver: 0 }, randomBytes(32))}`,
        'signature cut off': `Bearer ${owner.token.split('.').slice(0, 2).join('.')}.`,
        expired: `Bearer ${await sign({ sub, ver: 0, iat: nowSeconds() - 8 * 86400, exp: nowSeconds() - 60 })}`,
        'wrong issuer': `Bearer ${await sign({ sub, ver: 0, iss: 'someone-else' })}`,
        'member that never existed': `Bearer ${await sign({ sub: '987654321', ver: 0 })}`,
        'token of a deleted member': gone.auth.authorization,
        'token older than a role change': promoted.auth.authorization,
        'very long': `Bearer ${'a'.repeat(20_000)}`,
      });
      // The forged tokens above are refused for what is wrong with them, not for how they are made:
      // the same recipe with nothing wrong is accepted.
      const control = await t.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${valid}` },
      });
      expect(control.statusCode).toBe(200);
    }, 120_000);

    afterAll(() => t?.close());

    it('finds the routes in the OpenAPI document', () => {
      expect(ops.length).toBeGreaterThan(40);
      expect(ops.filter((op) => op.secured && mutatingMethods.includes(op.method)).length).toBe(
        ops.filter((op) => op.secured && op.method !== 'GET').length,
      );
      for (const key of ownedRoutes) expect(ops.map((op) => op.key)).toContain(key);
    });

    it('answers 401 with the error shape on every secured route without a valid token', async () => {
      const failures: string[] = [];
      const secured = ops.filter((op) => op.secured);
      for (const op of secured) {
        for (const [name, authorization] of [['none', ''], ...Object.entries(badTokens)] as const) {
          const res = await t.app.inject(
            requestOf(op, ids, authorization ? { authorization } : {}),
          );
          const problems = res.statusCode === 401 ? errorShapeProblems(401, res.body) : [];
          if (res.statusCode !== 401 || problems.length > 0) {
            failures.push(`${op.key} [${name}] → ${res.statusCode} ${problems.join(', ')}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(secured.length).toBeGreaterThan(20);
    });

    it('lets no mutating route succeed without a token unless it is on the allow-list', async () => {
      const failures: string[] = [];
      for (const op of ops.filter((o) => mutatingMethods.includes(o.method) && !o.secured)) {
        const res = await t.app.inject(requestOf(op, ids));
        if (res.statusCode >= 500) failures.push(`${op.key} → ${res.statusCode}`);
        if (res.statusCode < 300 && !publicMutations.has(op.key)) {
          failures.push(`${op.key} → ${res.statusCode} without a token (not on the allow-list)`);
        }
        if (res.statusCode === 401 && !publicMutations.has(op.key)) {
          failures.push(`${op.key} needs a token but does not declare security in OpenAPI`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('refuses a member on routes for administrators', async () => {
      const failures: string[] = [];
      for (const op of ops.filter(isAdminOnly)) {
        const res = await t.app.inject(requestOf(op, ids, other.auth));
        if (res.statusCode !== 403 || errorShapeProblems(403, res.body).length > 0) {
          failures.push(`${op.key} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('refuses another member on owned posts and comments (403) and leaves them as they were', async () => {
      for (const key of ownedRoutes) {
        const op = ops.find((o) => o.key === key)!;
        const mine = { ...(await createPostAndComment(owner)), user: owner.user.id, board: 'free' };
        const refused = await t.app.inject(requestOf(op, mine, other.auth));
        expect(refused.statusCode, key).toBe(403);
        expect(errorShapeProblems(403, refused.body), key).toEqual([]);

        const post = (await t.app.inject({ url: `/api/posts/${mine.post}` })).json() as {
          title: string;
          content: string;
          commentCount: number;
        };
        expect(post, key).toMatchObject({
          title: '주인 있는 글',
          content: '원래 내용',
          commentCount: 1,
        });
        const comments = (
          await t.app.inject({ url: `/api/comments/post/${mine.post}` })
        ).json() as { content: { id: number; content: string }[] };
        expect(
          comments.content.map((c) => c.content),
          key,
        ).toEqual(['원래 댓글']);

        // The owner may do what the other member may not.
        const allowed = await t.app.inject(requestOf(op, mine, owner.auth));
        expect(allowed.statusCode, `${key} as the owner`).toBeLessThan(300);
      }
    });

    it('classifies every secured edit or delete on a post or comment as owned or not', () => {
      // A new route that edits or deletes a post or comment must be in ownedRoutes (403 for others)
      // or be an action any member may take on anyone's content (likes, saves, views, reports).
      const memberActions = /\/(like|likes|unlike|save|unsave|view|report)\b/;
      const unclassified = ops.filter(
        (op) =>
          op.secured &&
          ['PUT', 'PATCH', 'DELETE'].includes(op.method) &&
          op.pathParams.some((p) => ['post', 'comment'].includes(paramKind(op.path, p) ?? '')) &&
          !ownedRoutes.has(op.key) &&
          !isAdminOnly(op) &&
          !memberActions.test(op.path),
      );
      expect(unclassified.map((op) => op.key)).toEqual([]);
    });
  },
);
