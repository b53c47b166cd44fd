import { sql, type Generated, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Migration 0033's tables, known to this module only (db/schema.ts lists the shared ones). */
type PushTables = {
  push_subscriptions: {
    id: Generated<number>;
    user_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    created_at: Generated<Date>;
  };
  push_deliveries: {
    id: Generated<number>;
    subscription_id: number;
    source: 'notification' | 'message';
    source_id: number;
    attempts: Generated<number>;
    next_attempt_at: Generated<Date>;
    created_at: Generated<Date>;
  };
};

/** A delivery claimed for sending, with its subscription. */
export interface ClaimedDelivery {
  id: number;
  source: 'notification' | 'message';
  sourceId: number;
  /** Tries including this one. */
  attempts: number;
  createdAt: Date;
  subscriptionId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Web Push subscriptions and the delivery queue (migration 0033). */
export function pushRepository(base: Kysely<Database>) {
  const db = base.withTables<PushTables>();
  return {
    /**
     * This device's subscription for `userId`: a new endpoint is added, a known one (the same
     * browser, perhaps signed in as someone else before) passes to this member with its new keys,
     * and its deliveries to the previous member go with it.
     */
    async subscribe(userId: number, endpoint: string, p256dh: string, auth: string) {
      await db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id'])
          .where('endpoint', '=', endpoint)
          .forUpdate()
          .executeTakeFirst();
        if (previous && Number(previous.user_id) !== userId) {
          await trx.deleteFrom('push_subscriptions').where('id', '=', previous.id).execute();
        }
        await trx
          .insertInto('push_subscriptions')
          .values({ user_id: userId, endpoint, p256dh, auth })
          .onConflict((oc) => oc.column('endpoint').doUpdateSet({ p256dh, auth }))
          .execute();
      });
    },

    /** How many devices the member has push on for. */
    async countFor(userId: number) {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async hasEndpoint(userId: number, endpoint: string) {
      const row = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes the member's subscription of that endpoint (another member's stays). */
    async unsubscribe(userId: number, endpoint: string) {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .execute();
    },

    /** A push service said the subscription is gone (404, 410): it and its deliveries go. */
    async removeSubscription(subscriptionId: number) {
      await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
    },

    /** Queues `source`/`sourceId` for each subscription of `userId` (a 쪽지, modules/messages). */
    async enqueueFor(userId: number, source: 'notification' | 'message', sourceId: number) {
      await sql`
        INSERT INTO push_deliveries (subscription_id, source, source_id)
        SELECT id, ${source}, ${sourceId} FROM push_subscriptions WHERE user_id = ${userId}
        ON CONFLICT (subscription_id, source, source_id)
        DO UPDATE SET next_attempt_at = now(), attempts = 0, created_at = now()`.execute(db);
    },

    /**
     * Claims up to `limit` due deliveries (FOR UPDATE SKIP LOCKED: each is claimed by one
     * instance), counting the try and moving its next time `leaseMs` ahead, so one whose sender
     * died is tried again then. Oldest due first.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const { rows } = await sql<{
        id: string | number;
        source: 'notification' | 'message';
        source_id: string | number;
        attempts: number;
        created_at: Date;
        subscription_id: string | number;
        user_id: string | number;
        endpoint: string;
        p256dh: string;
        auth: string;
      }>`
        WITH due AS (
          SELECT id FROM push_deliveries WHERE next_attempt_at <= now()
           ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE push_deliveries d
             SET attempts = d.attempts + 1,
                 next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
            FROM due WHERE d.id = due.id
          RETURNING d.id, d.source, d.source_id, d.attempts, d.created_at, d.subscription_id
        )
        SELECT c.*, s.user_id, s.endpoint, s.p256dh, s.auth
          FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id`.execute(db);
      return rows.map((r) => ({
        id: Number(r.id),
        source: r.source,
        sourceId: Number(r.source_id),
        attempts: Number(r.attempts),
        createdAt: new Date(r.created_at),
        subscriptionId: Number(r.subscription_id),
        userId: Number(r.user_id),
        endpoint: r.endpoint,
        p256dh: r.p256dh,
        auth: r.auth,
      }));
    },

    /** Sent, or given up: the delivery leaves the queue. */
    async done(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .deleteFrom('push_deliveries')
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Tried and failed for now: tried again `delayMs` from now. */
    async retryLater(id: number, delayMs: number) {
      await db
        .updateTable('push_deliveries')
        .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})` })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
