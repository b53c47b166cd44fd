import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../lib/errors';
import { waitInKorean } from '../../lib/korean-wait';
import type { RateLimitRule } from '../../lib/rate-limit';
import {
  assertCanWrite,
  skipsWriteLimits,
  type RestrictedAction,
} from '../../policies/write-permission';
import { dailyCaps, type DailyCaps } from './daily-caps';

/** The kinds of writes with their own limits (config RATE_LIMIT_<KIND> and _PER_IP). */
type WriteKind =
  'posts' | 'comments' | 'likes' | 'stances' | 'follows' | 'predictions' | 'reports' | 'messages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler after requireUser: 403 for a restricted member, then 429 with
     * Retry-After once the member or the client address went over the limits of `kind`.
     * Operators are not limited.
     */
    writeGuard(kind: WriteKind): preHandlerAsyncHookHandler;
    /** DAILY_POSTS and DAILY_COMMENTS (daily-caps.ts): writeGuard checks them after the limits. */
    dailyCaps: DailyCaps;
  }
}

const what: Record<WriteKind, string> = {
  posts: '글 작성',
  comments: '댓글 작성',
  likes: '좋아요',
  stances: '매수·매도 의견',
  follows: '팔로우',
  predictions: '예측',
  reports: '신고',
  messages: '쪽지 보내기',
};

/** The refusal a restricted member gets for each kind of write. */
const restricted: Record<WriteKind, RestrictedAction> = {
  posts: 'post',
  comments: 'comment',
  likes: 'like',
  stances: 'stance',
  follows: 'follow',
  predictions: 'prediction',
  reports: 'report',
  messages: 'message',
};

export default fp(
  async function writeGuard(app: FastifyInstance) {
    const c = app.config;
    const rules: Record<WriteKind, { member: RateLimitRule[]; address: RateLimitRule[] }> = {
      posts: { member: c.RATE_LIMIT_POSTS, address: c.RATE_LIMIT_POSTS_PER_IP },
      comments: { member: c.RATE_LIMIT_COMMENTS, address: c.RATE_LIMIT_COMMENTS_PER_IP },
      likes: { member: c.RATE_LIMIT_LIKES, address: c.RATE_LIMIT_LIKES_PER_IP },
      // 매수·매도 의견 is a reaction like a like: the same limits, counted apart.
      stances: { member: c.RATE_LIMIT_LIKES, address: c.RATE_LIMIT_LIKES_PER_IP },
      // A follow is a reaction too; a prediction is public writing like a post.
      follows: { member: c.RATE_LIMIT_LIKES, address: c.RATE_LIMIT_LIKES_PER_IP },
      predictions: { member: c.RATE_LIMIT_POSTS, address: c.RATE_LIMIT_POSTS_PER_IP },
      reports: { member: c.RATE_LIMIT_REPORTS, address: c.RATE_LIMIT_REPORTS_PER_IP },
      messages: { member: c.RATE_LIMIT_MESSAGES, address: c.RATE_LIMIT_MESSAGES_PER_IP },
    };

    const caps = dailyCaps(app.db, { posts: c.DAILY_POSTS, comments: c.DAILY_COMMENTS });
    app.decorate('dailyCaps', caps);

    app.decorate('writeGuard', (kind: WriteKind) => {
      const message = (seconds: number) =>
        `${what[kind]} 요청이 너무 많습니다. ${waitInKorean(seconds)} 후에 다시 시도해 주세요.`;
      return async function guard(request: FastifyRequest) {
        const viewer = request.viewer;
        if (!viewer) throw unauthenticated();
        // Restricted members may not write anything, reports included (CONTRACT.md 'Reports').
        assertCanWrite(viewer, new Date(), restricted[kind]);
        if (skipsWriteLimits(viewer)) return;
        for (const rule of rules[kind].member) {
          await app.rateLimiter.check(
            `${kind}:member:${viewer.id}:${rule.windowMs}`,
            rule,
            message,
          );
        }
        for (const rule of rules[kind].address) {
          await app.rateLimiter.check(`${kind}:ip:${request.ip}:${rule.windowMs}`, rule, message);
        }
        // The daily caps stay on with RATE_LIMIT=off (they are not rate limits); operators skip them.
        if (kind === 'posts' || kind === 'comments') await caps.check(kind, viewer);
      };
    });
  },
  { name: 'write-guard', dependencies: ['auth'] },
);
