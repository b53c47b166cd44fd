import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Invalidating this tag drops every entry. */
export const ALL_TAGS = '*';

/** Tags of what anonymous GET responses show, and what writes name when they change it. */
export const cacheTags = {
  /** The board lists and each board (counts, names, icons): every write that changes them is undeclared. */
  boards: 'boards',
  /** Every post list: board feeds, all boards, popular. */
  feeds: 'feeds',
  /** One post's detail. */
  post: (id: number | string) => `post:${Number(id)}`,
  /** Every comment list (a comment like names no post). */
  comments: 'comments',
  /** One post's comment list. */
  commentsOf: (postId: number | string) => `comments:${Number(postId)}`,
  /** One member's account as a token resolves to it: role, restriction, token version, deletion. */
  member: (id: number) => `member:${id}`,
  /** What every member tag starts with. */
  members: 'member:',
  /** 토론 많은 종목's counts (modules/stock-talk): every mention written or removed. */
  discussed: 'discussed',
};

export interface CachedResponse {
  body: Buffer;
  contentType: string;
  etag: string;
  /** The body gzipped, made on the first hit that accepts it. */
  gzip?: Buffer;
  /** The body parsed, made on the first signed-in request it is personalised for. */
  value?: unknown;
}

/**
 * A JSON answer already written out (`app.responseCache.personal`): sent as it is. What it holds
 * comes from everyone's answer, which the route's schema checked when it was rendered.
 */
export class JsonText {
  constructor(
    readonly text: string,
    /** Its validator when known without hashing `text` (plugins/http-semantics.ts). */
    readonly etag?: string,
  ) {}
}

/** Where the clock stood, and when, as a request started reading. */
export interface Snapshot {
  at: number;
  time: number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  snapshot: number;
  /** Time after which it is not served: the TTL counts from the snapshot. */
  expires: number;
  /** Time after which `getStale` does not serve it either: `expires` plus its grace. */
  keptUntil: number;
}

/** How long one entry is served (`ttlMs`) and then kept for `getStale` (`graceMs`). */
export interface Lifetime {
  ttlMs: number;
  graceMs: number;
}

/**
 * The validator of a response body. Weak (`W/`), as nginx makes it: the same JSON is sent plain
 * or gzipped under one ETag.
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** A request that carries credentials, valid or not: its response may hold the viewer's state. */
export function hasCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const query = request.query as Record<string, unknown> | undefined;
  return query !== undefined && query !== null && 'token' in query;
}

/** Adds `value` to the reply's Vary header once. */
export function addVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' ? current.split(',').map((v) => v.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
  reply.header('vary', list.filter(Boolean).join(', '));
}

/** True when an If-None-Match header names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || weak(value) === weak(etag));
}

/**
 * Values read from the database by key, each valid until any of its tags is invalidated or `ttlMs`
 * passes: rendered responses by URL (`ResponseCache`), members behind tokens (plugins/auth.ts).
 *
 * Correct under concurrency without locks: a request takes `snapshot()` before it reads the
 * database and stores what it read with that snapshot; an invalidation moves the clock on and
 * records the time for its tags, and an entry whose snapshot is older than an invalidation of one
 * of its tags is never served. So a value read before a write committed and stored after the
 * write's invalidation is dropped, never served as current.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Clock value of the latest invalidation of each tag. */
  private readonly invalidated = new Map<string, { at: number; time: number }>();
  private clock = 0;
  private lastSweep = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /**
       * How long past its TTL an entry is kept for `getStale` (0: dropped when it expires).
       * Never past an invalidation of one of its tags.
       */
      graceMs?: number;
      /**
       * The longest lifetime `set` may give an entry instead of `ttlMs` and `graceMs` (numbered
       * list pages past the first, plugins/response-cache.ts); invalidation marks are kept as
       * long. Unset: every entry lives `ttlMs` and `graceMs`.
       */
      longest?: Lifetime;
      now?: () => number;
    },
  ) {}

  private get graceMs() {
    return this.options.graceMs ?? 0;
  }

  /** How long an entry lives at most, its grace included: invalidation marks are kept as long. */
  private get lifeMs() {
    const longest = this.options.longest;
    const base = this.options.ttlMs + this.graceMs;
    return longest ? Math.max(base, longest.ttlMs + longest.graceMs) : base;
  }

  private now() {
    return this.options.now ? this.options.now() : Date.now();
  }

  get size() {
    return this.entries.size;
  }

  /** Take before reading what the response will show. */
  snapshot(): Snapshot {
    return { at: this.clock, time: this.now() };
  }

  private stale(tags: readonly string[], snapshot: number): boolean {
    for (const tag of [ALL_TAGS, ...tags]) {
      const mark = this.invalidated.get(tag);
      if (mark && mark.at > snapshot) return true;
    }
    return false;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const changed = this.stale(entry.tags, entry.snapshot);
    if (changed || entry.expires <= now) {
      // Kept for getStale through its grace, unless a write changed what it shows.
      if (changed || entry.keptUntil <= now) this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * An entry past its TTL but within its grace, whose tags no write has invalidated since it was
   * read: what the store said a moment ago, for a request that would otherwise wait while the
   * same key is read anew (plugins/response-cache.ts). Fresh entries are returned too.
   */
  getStale(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.stale(entry.tags, entry.snapshot)) return undefined;
    return entry.keptUntil > this.now() ? entry.value : undefined;
  }

  /**
   * Stores a value unless one of its tags was invalidated since `snapshot`, or the snapshot is
   * older than the TTL (the invalidation marks it would be checked against may be gone).
   * `lifetime` (at most the constructor's `longest`) replaces `ttlMs` and `graceMs` for this entry.
   */
  set(
    key: string,
    value: V,
    tags: readonly string[],
    snapshot: Snapshot,
    lifetime?: Lifetime,
  ): boolean {
    const longest = this.options.longest;
    const ttlMs =
      lifetime && longest ? Math.min(lifetime.ttlMs, longest.ttlMs) : this.options.ttlMs;
    const graceMs =
      lifetime && longest ? Math.min(lifetime.graceMs, longest.graceMs) : this.graceMs;
    const expires = snapshot.time + ttlMs;
    if (expires <= this.now() || this.stale(tags, snapshot.at)) return false;
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      tags,
      snapshot: snapshot.at,
      expires,
      keptUntil: expires + graceMs,
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return true;
  }

  invalidate(tags: readonly string[]) {
    if (tags.length === 0) return;
    this.clock += 1;
    const time = this.now();
    for (const tag of tags) this.invalidated.set(tag, { at: this.clock, time });
    if (tags.includes(ALL_TAGS)) this.entries.clear();
    this.sweep(time);
  }

  /**
   * Forgets invalidation marks older than the longest lifetime: every entry one could reject is
   * gone by then (entries expire their TTL after their snapshot, are kept their grace longer, and
   * `set` refuses older snapshots).
   */
  private sweep(time: number) {
    if (time - this.lastSweep < this.options.ttlMs) return;
    this.lastSweep = time;
    // Entries live their TTL and their grace: marks are kept as long, to reject them meanwhile.
    const life = this.lifeMs;
    for (const [tag, mark] of this.invalidated) {
      if (time - mark.time > life) this.invalidated.delete(tag);
    }
    for (const [key, entry] of this.entries) {
      if (entry.keptUntil <= time) this.entries.delete(key);
    }
  }

  clear() {
    this.invalidate([ALL_TAGS]);
  }
}

/** Rendered anonymous responses by URL (plugins/response-cache.ts). */
export class ResponseCache extends TaggedCache<CachedResponse> {}
