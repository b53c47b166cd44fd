import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Metrics } from '../lib/metrics';
import {
  parseLsn,
  replicaUnavailable,
  type ReadContext,
  type ReadDecision,
  type ReadRouting,
} from './replica-pool';

/** Where each member's latest write ended in the primary's WAL (memory, and Redis when shared). */
export interface WriteMarks {
  get(memberId: number): Promise<bigint | null>;
  set(memberId: number, lsn: bigint): Promise<void>;
  /** Forgets what the replica has replayed. */
  prune(replayed: bigint): void;
  close(): Promise<void>;
}

export interface ReplicaRouterOptions {
  primary: pg.Pool;
  replica: pg.Pool;
  writes: WriteMarks;
  maxLagMs: number;
  checkMs: number;
  log: FastifyBaseLogger;
  metrics: Metrics;
  now?: () => number;
}

/** Cached replay positions younger than this answer a member's read without asking the replica. */
const REPLAY_FRESH_MS = 100;
/** A health check that takes longer counts as the replica not answering. */
const CHECK_TIMEOUT_MS = 2_000;
/** Beyond every real position: a mark whose LSN could not be read. */
const UNKNOWN = 1n << 64n;

/** One tag's invalidations (plugins/response-cache.ts) as WAL positions. */
interface Mark {
  lsn: bigint;
  /** Invalidations whose primary position is still being read. */
  pending: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Query read timeout (${ms} ms)`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Decides where `app.dbRead` reads (docs/operations.md 'Read replica'):
 * - the primary for writes, for everything while the replica is away or lags more than
 *   `maxLagMs` (checked every `checkMs`), and for a member whose last write the replica has not
 *   replayed yet (read-your-writes: the primary's `pg_current_wal_insert_lsn()` after the write against
 *   the replica's `pg_last_wal_replay_lsn()`, cached for 100 ms);
 * - the replica otherwise.
 * Lag is the age of the oldest primary position (sampled at each check) the replica has not
 * replayed, so an idle primary never looks like a lagging replica.
 */
export class ReplicaRouter implements ReadRouting {
  healthy = false;
  /** Why reads go to the primary, while they do. */
  problem: string | null = '아직 확인하지 않았습니다';
  lagMs = 0;
  private replay: { lsn: bigint; at: number } | null = null;
  private samples: { at: number; lsn: bigint }[] = [];
  private readonly marks = new Map<string, Mark>();
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;
  private replayRead: Promise<bigint | null> | null = null;
  private lsnRun: Promise<bigint> | null = null;
  private lsnNext: Promise<bigint> | null = null;
  private readonly counters;

  constructor(private readonly options: ReplicaRouterOptions) {
    const { metrics } = options;
    this.counters = {
      replica: metrics.counter(
        'db_read_replica_requests_total',
        'Requests whose feed, search or profile reads the read replica answered',
      ),
      primary: metrics.counter(
        'db_read_primary_requests_total',
        'Requests whose feed, search or profile reads went to the primary (writes, replica away or lagging, own writes)',
      ),
      ownWrites: metrics.counter(
        'db_read_own_writes_total',
        "Reads sent to the primary because the member's last write was not replayed on the replica yet",
      ),
      fallbacks: metrics.counter(
        'db_replica_fallbacks_total',
        'Replica connections or statements that failed and were answered by the primary',
      ),
      down: metrics.counter(
        'db_replica_unavailable_total',
        'Times the replica was taken out of reads (not answering, not a standby, or lagging)',
      ),
      up: metrics.counter(
        'db_replica_recoveries_total',
        'Times reads went back to the replica after it was well again',
      ),
    };
  }

  private now() {
    return this.options.now ? this.options.now() : Date.now();
  }

  start() {
    const tick = () => {
      void this.check()
        .catch((err: unknown) => this.options.log.error({ err }, '읽기 복제본 확인 실패'))
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(tick, this.options.checkMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops the checks; resolves when the one under way (if any) has finished. */
  async stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.checking?.catch(() => undefined);
  }

  /** The primary's current WAL position, read by a query that starts after this call. */
  primaryLsn(): Promise<bigint> {
    if (!this.lsnRun) {
      this.lsnRun = this.queryPrimaryLsn().finally(() => (this.lsnRun = null));
      return this.lsnRun;
    }
    // The query under way may have been sent before the caller's write committed: the next one.
    this.lsnNext ??= this.lsnRun
      .catch(() => undefined)
      .then(() => {
        this.lsnNext = null;
        return this.primaryLsn();
      });
    return this.lsnNext;
  }

  private async queryPrimaryLsn() {
    // The insert position, not pg_current_wal_lsn() (the write position): with
    // synchronous_commit = off a commit returns before its record is written, and the write
    // position can still be behind it (the test's primary runs so, and caught it).
    const { rows } = await this.options.primary.query<{ lsn: string }>(
      'select pg_current_wal_insert_lsn()::text as lsn',
    );
    return parseLsn(rows[0]!.lsn);
  }

  /** One health check: the replica's state and replay position against the primary's. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => (this.checking = null));
    return this.checking;
  }

  private async runCheck() {
    const at = this.now();
    const primary = this.primaryLsn().catch(() => null);
    let state: { recovery: boolean; replay: string | null };
    try {
      const { rows } = await withTimeout(
        this.options.replica.query<{ recovery: boolean; replay: string | null }>(
          'select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replay',
        ),
        CHECK_TIMEOUT_MS,
      );
      state = rows[0]!;
    } catch (error) {
      await primary;
      return this.markDown(`응답하지 않습니다 (${(error as Error).message})`);
    }
    const primaryLsn = await primary;
    if (!state.recovery || state.replay === null) {
      return this.markDown('복구(standby) 모드가 아닙니다: 주 서버와 갈라졌을 수 있습니다');
    }
    const replay = parseLsn(state.replay);
    this.noteReplay(replay, at);
    if (primaryLsn !== null) {
      this.samples.push({ at, lsn: primaryLsn });
      // Marks whose position could not be read: this check's primary position covers them.
      for (const mark of this.marks.values()) if (mark.lsn === UNKNOWN) mark.lsn = primaryLsn;
    }
    this.samples = this.samples.filter((s) => s.lsn > replay).slice(-1000);
    this.lagMs = this.samples.length > 0 ? this.now() - this.samples[0]!.at : 0;
    if (this.lagMs > this.options.maxLagMs) {
      return this.markDown(`주 서버보다 ${this.lagMs} ms 뒤처졌습니다`);
    }
    this.markUp();
  }

  private noteReplay(lsn: bigint, at: number) {
    if (!this.replay || lsn >= this.replay.lsn) this.replay = { lsn, at };
    for (const [tag, mark] of this.marks) {
      if (mark.pending === 0 && mark.lsn <= lsn) this.marks.delete(tag);
    }
    this.options.writes.prune(lsn);
  }

  private markDown(problem: string) {
    const was = this.healthy;
    this.healthy = false;
    this.problem = problem;
    if (was || this.counters.down.value === 0) {
      this.counters.down.inc();
      this.options.log.warn(`읽기 복제본이 ${problem}. 읽기를 주 서버로 보냅니다`);
    }
  }

  private markUp() {
    if (this.healthy) return;
    this.healthy = true;
    this.problem = null;
    this.counters.up.inc();
    this.options.log.info(
      `읽기 복제본 사용: 피드, 검색, 프로필 읽기를 복제본으로 보냅니다 (지연 ${this.lagMs} ms)`,
    );
  }

  /** The replica's replay position, at most `maxAgeMs` old; null when it does not answer. */
  private async replayLsn(maxAgeMs: number): Promise<bigint | null> {
    if (this.replay && this.now() - this.replay.at <= maxAgeMs) return this.replay.lsn;
    this.replayRead ??= (async () => {
      const at = this.now();
      try {
        const { rows } = await withTimeout(
          this.options.replica.query<{ replay: string | null }>(
            'select pg_last_wal_replay_lsn()::text as replay',
          ),
          CHECK_TIMEOUT_MS,
        );
        const text = rows[0]?.replay;
        if (!text) return null;
        this.noteReplay(parseLsn(text), at);
        return this.replay!.lsn;
      } catch (error) {
        if (replicaUnavailable(error))
          this.markDown(`응답하지 않습니다 (${(error as Error).message})`);
        return null;
      }
    })().finally(() => (this.replayRead = null));
    return this.replayRead;
  }

  decisionFor(context: ReadContext): Promise<ReadDecision> {
    context.decision ??= this.decide(context).then((decision) => {
      context.decided = decision;
      (decision.target === 'replica' ? this.counters.replica : this.counters.primary).inc();
      if (decision.reason === 'own-write') this.counters.ownWrites.inc();
      return decision;
    });
    return context.decision;
  }

  private async decide(context: ReadContext): Promise<ReadDecision> {
    const primary = (reason: ReadDecision['reason']): ReadDecision => ({
      target: 'primary',
      reason,
      replay: null,
      fillable: true,
    });
    if (!context.readOnly) return primary('write');
    if (!this.healthy) return primary('unavailable');
    let replay = this.replay?.lsn ?? null;
    const member = context.memberId();
    if (member !== null) {
      let wrote: bigint | null;
      try {
        wrote = await this.options.writes.get(member);
      } catch {
        // Where their last write ended is unknown (Redis away): their reads stay exact.
        return primary('own-write');
      }
      if (wrote !== null) {
        if (replay === null || replay < wrote) replay = await this.replayLsn(REPLAY_FRESH_MS);
        if (replay === null || replay < wrote) return primary('own-write');
      }
    }
    return { target: 'replica', reason: 'replica', replay, fillable: this.fresh(context, replay) };
  }

  /** True when the replica at `replay` is past every invalidation of the request's tags. */
  private fresh(context: ReadContext, replay: bigint | null): boolean {
    for (const tag of ['*', ...context.tags]) {
      const mark = this.marks.get(tag);
      if (mark && (mark.pending > 0 || replay === null || replay < mark.lsn)) return false;
    }
    return true;
  }

  /**
   * The response cache dropped `tags` (a write here, or on another instance over Redis): until
   * the replica replays the primary's position after that write, what it answers for them is
   * not kept (docs/operations.md 'Read replica').
   */
  noteInvalidation(tags: readonly string[]) {
    const marks = tags.map((tag) => {
      let mark = this.marks.get(tag);
      if (!mark) this.marks.set(tag, (mark = { lsn: 0n, pending: 0 }));
      mark.pending += 1;
      return mark;
    });
    this.primaryLsn().then(
      (lsn) => {
        for (const mark of marks) {
          mark.pending -= 1;
          if (lsn > mark.lsn) mark.lsn = lsn;
        }
      },
      () => {
        for (const mark of marks) {
          mark.pending -= 1;
          mark.lsn = UNKNOWN;
        }
      },
    );
  }

  /** A member's write succeeded: their reads stay on the primary until the replica replays it. */
  async noteWrite(memberId: number) {
    await this.options.writes.set(memberId, await this.primaryLsn());
  }

  replicaFailed(error: unknown, _context: ReadContext) {
    this.counters.fallbacks.inc();
    if (replicaUnavailable(error)) {
      this.markDown(`응답하지 않습니다 (${(error as Error).message})`);
    } else if ((error as { code?: string }).code === '25006') {
      this.options.log.error(
        { err: error },
        '읽기 핸들(dbRead)로 쓰기를 시도했습니다: 주 서버에서 실행합니다',
      );
    }
  }
}
