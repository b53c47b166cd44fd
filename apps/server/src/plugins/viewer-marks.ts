import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { redisConnection } from '../lib/redis';
import { TaggedCache } from '../lib/response-cache';

/** A member's marks on the posts of their lists, and whether they block anyone. */
interface ViewerState {
  blocksSomeone: boolean;
  liked: Set<number>;
  saved: Set<number>;
  disliked: Set<number>;
}

/** Reads a member's state for `postIds` from the database (posts.reactions.ts `viewerState`). */
export type ViewerStateReader = (
  userId: number,
  postIds: readonly number[],
) => Promise<ViewerState>;

declare module 'fastify' {
  interface FastifyInstance {
    viewerMarks: {
      /** `read` through the member's marks kept in memory. */
      cached(read: ViewerStateReader): ViewerStateReader;
      /** Drops what is kept of the member's marks, here and on every instance. */
      forget(userId: number): Promise<void>;
    };
  }
}

interface Kept {
  /** The member's version in Redis when this was read (null: none there; memory only: ''). */
  version: string | null;
  blocksSomeone: boolean;
  /** Bit 1 liked, 2 saved, 4 disliked, for every post id asked so far. */
  marks: Map<number, number>;
}

/**
 * Post ids kept per member at most (20 pages of 20); past it the next read starts again. With
 * SESSION_CACHE_ENTRIES members (20,000 by default) that bounds the memory at about 8 million ids.
 */
const MAX_POSTS = 400;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A member's own marks for their lists (decision 015's addendum): read once and kept for
 * VIEWER_MARKS_SECONDS, so that a signed-in list from everyone's cached answer asks the database
 * nothing. Only the member's own requests change their marks (likes, saves, dislikes, blocks), so
 * every write they make (any POST/PUT/PATCH/DELETE that did not fail with a 4xx) drops them before
 * its response goes out: in memory here (the tagged store's snapshot rule: a read that raced the
 * write is not kept) and, with REDIS_URL, by a new random version under `${prefix}marks:{id}`,
 * which every instance reads with each such list (one GET) and compares with the version it kept:
 * their next read, on any instance, sees their write. Without Redis nothing is kept on a GET
 * failure either.
 */
export default fp(
  async function viewerMarks(app: FastifyInstance) {
    const { VIEWER_MARKS_SECONDS, SESSION_CACHE_ENTRIES, REDIS_URL, REDIS_PREFIX } = app.config;
    const ttlMs = VIEWER_MARKS_SECONDS * 1000;
    const kept = new TaggedCache<Kept>({
      ttlMs: Math.max(ttlMs, 1),
      maxEntries: SESSION_CACHE_ENTRIES,
    });
    const tag = (userId: number) => `marks:${userId}`;
    let redis: Redis | undefined;
    let connecting: Promise<unknown> = Promise.resolve();
    if (REDIS_URL && ttlMs > 0) {
      redis = await redisConnection({
        url: REDIS_URL,
        name: `${REDIS_PREFIX}marks`,
        log: app.log,
        warning:
          'Redis(회원 표시) 연결 오류: 회원의 추천·저장 표시를 매번 데이터베이스에서 읽습니다',
        options: { enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 },
      });
      connecting = redis.connect().catch(() => undefined);
      app.addHook('onClose', async () => {
        await connecting;
        if (redis!.status === 'ready') await redis!.quit().catch(() => redis!.disconnect());
        else redis!.disconnect();
      });
    }
    const key = (userId: number) => `${REDIS_PREFIX}marks:${userId}`;

    /** The member's version in Redis ('' without Redis), or undefined when it cannot be read. */
    async function versionOf(userId: number): Promise<string | null | undefined> {
      if (!redis) return '';
      await connecting;
      try {
        return await redis.get(key(userId));
      } catch {
        return undefined;
      }
    }

    function cached(read: ViewerStateReader): ViewerStateReader {
      if (ttlMs === 0) return read;
      return async (userId, postIds) => {
        const version = await versionOf(userId);
        if (version === undefined) return read(userId, postIds);
        const snapshot = kept.snapshot();
        const known = kept.get(String(userId));
        const usable = known && known.version === version ? known : undefined;
        const missing = usable ? postIds.filter((id) => !usable.marks.has(id)) : postIds;
        let entry = usable;
        if (!entry || missing.length > 0) {
          const state = await read(userId, missing);
          const marks =
            usable && usable.marks.size + missing.length <= MAX_POSTS
              ? new Map(usable.marks)
              : new Map<number, number>();
          for (const id of missing) {
            const bits =
              (state.liked.has(id) ? 1 : 0) |
              (state.saved.has(id) ? 2 : 0) |
              (state.disliked.has(id) ? 4 : 0);
            marks.set(id, bits);
          }
          entry = { version, blocksSomeone: state.blocksSomeone, marks };
          kept.set(String(userId), entry, [tag(userId)], snapshot);
        }
        const state: ViewerState = {
          blocksSomeone: entry.blocksSomeone,
          liked: new Set(),
          saved: new Set(),
          disliked: new Set(),
        };
        for (const id of postIds) {
          const bits = entry.marks.get(id) ?? 0;
          if (bits & 1) state.liked.add(id);
          if (bits & 2) state.saved.add(id);
          if (bits & 4) state.disliked.add(id);
        }
        return state;
      };
    }

    async function forget(userId: number) {
      kept.invalidate([tag(userId)]);
      if (!redis) return;
      await connecting;
      try {
        // A new version, kept longer than anything read under an older one lives here.
        await redis.set(key(userId), randomBytes(6).toString('base64url'), 'PX', 2 * ttlMs);
      } catch (err) {
        // The other instances' copies then live out VIEWER_MARKS_SECONDS.
        app.log.warn({ err }, 'Redis로 회원 표시 무효화를 보내지 못했습니다');
      }
    }

    app.decorate('viewerMarks', { cached, forget });
    app.addHook('onSend', async (request, reply, payload) => {
      const viewer = request.viewer;
      if (!viewer || ttlMs === 0 || !MUTATING.has(request.method)) return payload;
      // A 4xx changed nothing; a 5xx may have failed after its commit.
      const status = reply.statusCode;
      if (status < 400 || status >= 500) await forget(viewer.id);
      return payload;
    });
  },
  { name: 'viewer-marks', dependencies: ['auth'] },
);
