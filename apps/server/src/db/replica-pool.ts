import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './errors';

/**
 * What the read handle (`app.dbRead`, plugins/read-replica.ts) knows of the request it serves,
 * kept in AsyncLocalStorage so the repositories need no request argument: reads outside any
 * request (jobs, start-up) and reads of writes go to the primary.
 */
export interface ReadContext {
  /** GET and HEAD: the only requests whose reads may go to the replica. */
  readOnly: boolean;
  /** The signed-in member, read when the first query runs (after the auth hook). */
  memberId(): number | null;
  /** Response-cache tags of the route (plugins/response-cache.ts), [] when it caches nothing. */
  tags: readonly string[];
  /** Where this request's reads go, decided at its first query. */
  decision?: Promise<ReadDecision>;
  decided?: ReadDecision;
  /** The replica failed during this request: its remaining reads go to the primary. */
  fellBack?: boolean;
}

export interface ReadDecision {
  target: 'replica' | 'primary';
  reason: 'replica' | 'write' | 'unavailable' | 'own-write';
  /** The replica's replay position known when deciding (it has replayed at least this far). */
  replay: bigint | null;
  /**
   * What the request reads may be kept in the response cache: read on the primary, or on a
   * replica already past every invalidation of the route's tags (ReplicaRouter.decide).
   */
  fillable: boolean;
}

export const readContext = new AsyncLocalStorage<ReadContext>();

/** A WAL position (`pg_lsn`, written `16/B374D848`) as a number that compares correctly. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  if (!high || !low || !/^[0-9A-Fa-f]+$/.test(high) || !/^[0-9A-Fa-f]+$/.test(low)) {
    throw new TypeError(`not an LSN: ${text}`);
  }
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** 16 hex digits: as strings, later positions sort after earlier ones (Redis compares them). */
export function lsnKey(lsn: bigint): string {
  return lsn.toString(16).padStart(16, '0');
}

/**
 * The replica cannot serve (refused, cut, timed out, shutting down, starting up, too many
 * connections): it is taken out until a health check finds it well again.
 */
export function replicaUnavailable(error: unknown): boolean {
  // The primary's test (db/errors.ts), plus the replica pool's own read time-out.
  if (isDatabaseUnavailable(error)) return true;
  return error instanceof Error && error.message.startsWith('Query read timeout');
}

/**
 * A read that the primary answers instead: the replica is away, cancelled it for a conflict with
 * recovery (40001, 40P01), or refused it as a write (25006: a write through `dbRead`, a bug that
 * must not cost the member their request).
 */
export function retryOnPrimary(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return replicaUnavailable(error) || code === '40001' || code === '40P01' || code === '25006';
}

/** What the routed pool asks of the router (db/replica-router.ts). */
export interface ReadRouting {
  decisionFor(context: ReadContext): Promise<ReadDecision>;
  /** A replica read failed with `error`; the primary answers it. */
  replicaFailed(error: unknown, context: ReadContext): void;
}

type Client = pg.PoolClient;

/**
 * A replica connection that answers from the primary when a statement fails there in a way a
 * retry fixes, unless a transaction is open on it (its earlier statements would be lost).
 */
function readClient(first: Client, primary: pg.Pool, routing: ReadRouting, context: ReadContext) {
  let client = first;
  let onReplica = true;
  let inTransaction = false;
  const track = (text: string) => {
    const head = text.trimStart().slice(0, 12).toLowerCase();
    if (head.startsWith('begin') || head.startsWith('start')) inTransaction = true;
    else if (
      head.startsWith('commit') ||
      (head.startsWith('rollback') && !/^rollback to/.test(head))
    )
      inTransaction = false;
  };
  return {
    query(text: unknown, values?: unknown) {
      // A cursor (Kysely's stream()): passed through as it is.
      if (typeof text !== 'string') return client.query(text as never);
      return (async () => {
        try {
          const result = await client.query(text, values as unknown[]);
          track(text);
          return result;
        } catch (error) {
          if (!onReplica || inTransaction || !retryOnPrimary(error)) throw error;
          routing.replicaFailed(error, context);
          context.fellBack = true;
          client.release(replicaUnavailable(error) ? (error as Error) : undefined);
          onReplica = false;
          client = await primary.connect();
          const result = await client.query(text, values as unknown[]);
          track(text);
          return result;
        }
      })();
    },
    release(error?: Error | boolean) {
      client.release(error);
    },
  };
}

/**
 * The pool behind `app.dbRead`: each connection comes from the replica or the primary as the
 * request's read context decides (once per request), the primary whenever the replica fails.
 * Both pools belong to their owners: `end` closes neither.
 */
export function routedPool(primary: pg.Pool, replica: pg.Pool, routing: ReadRouting): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const context = readContext.getStore();
      if (context && !context.fellBack) {
        const decision = await routing.decisionFor(context);
        if (decision.target === 'replica') {
          try {
            const client = readClient(await replica.connect(), primary, routing, context);
            return client as unknown as PostgresPoolClient;
          } catch (error) {
            routing.replicaFailed(error, context);
            context.fellBack = true;
          }
        }
      }
      return (await primary.connect()) as unknown as PostgresPoolClient;
    },
    async end() {},
  };
}
