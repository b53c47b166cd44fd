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

/**
 * Reads every post a member marked, or null past `limit` posts (posts.reactions.ts `allMarks`).
 */
export type AllMarksReader = (
  userId: number,
  limit: number,
) => Promise<{
  blocksSomeone: boolean;
  liked: readonly number[];
  saved: readonly number[];
  disliked: readonly number[];
} | null>;

declare module 'fastify' {
  interface FastifyInstance {
    viewerMarks: {
      /**
       * `read` through the member's marks kept in memory: all of them, read once with `readAll`
       * (lists then ask the database nothing), or for a member with more than MAX_MARKED the
       * posts asked so far.
       */
      cached(read: ViewerStateReader, readAll: AllMarksReader): ViewerStateReader;
      /** Drops what is kept of the member's marks, here and on every instance. */
      forget(userId: number): Promise<void>;
    };
  }
}

/** Bit 1 liked, 2 saved, 4 disliked. */
const LIKED = 1;
const SAVED = 2;
const DISLIKED = 4;

interface Kept {
  /** The member's version in Redis when this was read (null: none there; memory only: ''). */
  version: string | null;
  blocksSomeone: boolean;
  /**
   * Every post the member marked, ascending, with its bits in `bits`: a post not in it is
   * unmarked. Null for a member with more than MAX_MARKED: then `marks` holds the posts asked.
   */
  all: { ids: Float64Array; bits: Uint8Array } | null;
  /** Bits for every post id asked so far (only while `all` is null). */
  marks?: Map<number, number>;
}

/**
 * Marked posts kept as a member's complete set at most: nine bytes each, so with
 * SESSION_CACHE_ENTRIES members (20,000 by default) at most 180 MB, typically far less (a member
 * of the 1,000,000-post data set marks about 110 posts).
 */
const MAX_MARKED = 1_000;
/**
 * Post ids kept per member past MAX_MARKED (20 pages of 20); past it the next read starts again.
 */
const MAX_POSTS = 400;

/** A post's bits in a state read from the database. */
function bitsOf(state: ViewerState, id: number) {
  return (
    (state.liked.has(id) ? LIKED : 0) |
    (state.saved.has(id) ? SAVED : 0) |
    (state.disliked.has(id) ? DISLIKED : 0)
  );
}

/** A member's marked posts as two arrays: the ids ascending and each one's bits. */
function completeSet(marked: NonNullable<Awaited<ReturnType<AllMarksReader>>>) {
  const byId = new Map<number, number>();
  const mark = (ids: readonly number[], bit: number) => {
    for (const id of ids) byId.set(id, (byId.get(id) ?? 0) | bit);
  };
  mark(marked.liked, LIKED);
  mark(marked.saved, SAVED);
  mark(marked.disliked, DISLIKED);
  const ids = Float64Array.from(byId.keys()).sort();
  return { ids, bits: Uint8Array.from(ids, (id) => byId.get(id)!) };
}

/** The bits of `id` in a complete set (binary search), 0 when the member did not mark it. */
function bitsIn(all: { ids: Float64Array; bits: Uint8Array }, id: number) {
  let low = 0;
  let high = all.ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = all.ids[middle]!;
    if (at === id) return all.bits[middle]!;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A member's own marks for their lists (decision 015's addendum): read once, all of them (every
 * post they liked, saved or disliked, up to MAX_MARKED), and kept for VIEWER_MARKS_SECONDS, so
 * that a signed-in list from everyone's cached answer asks the database nothing, whichever page
 * it is. Only the member's own requests change their marks (likes, saves, dislikes, blocks), so
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

    function cached(read: ViewerStateReader, readAll: AllMarksReader): ViewerStateReader {
      if (ttlMs === 0) return read;
      return async (userId, postIds) => {
        const version = await versionOf(userId);
        if (version === undefined) return read(userId, postIds);
        const snapshot = kept.snapshot();
        const known = kept.get(String(userId));
        let entry = known && known.version === version ? known : undefined;
        // A member known to have marked too much for a complete set is read page by page until
        // what is kept of them expires.
        if (!entry && known?.all !== null) {
          const marked = await readAll(userId, MAX_MARKED);
          if (marked) {
            entry = { version, blocksSomeone: marked.blocksSomeone, all: completeSet(marked) };
            kept.set(String(userId), entry, [tag(userId)], snapshot);
          }
        }
        if (!entry?.all) {
          const asked = entry?.marks;
          const missing = asked ? postIds.filter((id) => !asked.has(id)) : postIds;
          if (!asked || missing.length > 0) {
            const state = await read(userId, missing);
            const marks =
              asked && asked.size + missing.length <= MAX_POSTS
                ? new Map(asked)
                : new Map<number, number>();
            for (const id of missing) marks.set(id, bitsOf(state, id));
            entry = { version, blocksSomeone: state.blocksSomeone, all: null, marks };
            kept.set(String(userId), entry, [tag(userId)], snapshot);
          }
        }
        const { all, marks, blocksSomeone } = entry!;
        const state: ViewerState = {
          blocksSomeone,
          liked: new Set(),
          saved: new Set(),
          disliked: new Set(),
        };
        for (const id of postIds) {
          const bits = all ? bitsIn(all, id) : (marks?.get(id) ?? 0);
          if (bits & LIKED) state.liked.add(id);
          if (bits & SAVED) state.saved.add(id);
          if (bits & DISLIKED) state.disliked.add(id);
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
