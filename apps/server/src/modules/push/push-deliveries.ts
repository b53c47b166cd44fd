import type { PushPayload } from '@myeolgong/contract/push';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedDelivery, PushRepository } from './push.repository';
import type { PushOutcome, PushSend } from './push-send';

/** A kind of thing pushed: the payload of each id, for the member it is meant for. */
export type PushSource = (
  ids: readonly number[],
) => Promise<Map<number, { userId: number; payload: PushPayload }>>;

/** Deliveries one claim takes. */
const CLAIM_BATCH = 100;
/** Pushes in flight at once per instance. */
const CONCURRENCY = 8;
/** A claimed delivery is tried again after this long if its instance died while sending it. */
const LEASE_MS = 60_000;
/** Tries at most, and how old a delivery may get: past either, it is dropped. */
export const MAX_ATTEMPTS = 8;
const MAX_AGE_MS = 24 * 3_600_000;
/** The wait after a failed try: doubling from the first, at most the last. */
const RETRY_FIRST_MS = 10_000;
const RETRY_MAX_MS = 30 * 60_000;

/** How long to wait after try number `attempts` failed (the push service's Retry-After if longer). */
export function retryDelayMs(attempts: number, retryAfterSeconds: number | null): number {
  const backoff = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.max(backoff, Math.min((retryAfterSeconds ?? 0) * 1000, RETRY_MAX_MS));
}

/**
 * The delivery queue's worker (migration 0033): claims due deliveries, reads what each is about
 * from its source as it is now (a notification since read, deleted or hidden, or meant for a
 * member who no longer owns the device, is dropped unsent), sends them, and settles each by the
 * push service's answer: sent or refused for good leave the queue, 404/410 remove the
 * subscription, the rest are tried again later with backoff until MAX_ATTEMPTS or MAX_AGE_MS.
 */
export function pushDeliveries(deps: {
  repository: Pick<PushRepository, 'claimDue' | 'done' | 'retryLater' | 'removeSubscription'>;
  sources: Record<ClaimedDelivery['source'], PushSource | undefined>;
  send: PushSend;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  async function settle(delivery: ClaimedDelivery, outcome: PushOutcome) {
    switch (outcome.kind) {
      case 'sent':
        return deps.repository.done([delivery.id]);
      case 'gone':
        return deps.repository.removeSubscription(delivery.subscriptionId);
      case 'refused':
        deps.log.warn(
          { status: outcome.status, subscription: delivery.subscriptionId },
          '푸시 서비스가 알림을 거절했습니다',
        );
        return deps.repository.done([delivery.id]);
      case 'retry':
        if (delivery.attempts >= MAX_ATTEMPTS) return deps.repository.done([delivery.id]);
        return deps.repository.retryLater(
          delivery.id,
          retryDelayMs(delivery.attempts, outcome.retryAfterSeconds),
        );
    }
  }

  async function payloads(claimed: ClaimedDelivery[]) {
    const found = new Map<string, { userId: number; payload: PushPayload }>();
    for (const source of ['notification', 'message'] as const) {
      const ids = [...new Set(claimed.filter((d) => d.source === source).map((d) => d.sourceId))];
      const read = deps.sources[source];
      if (ids.length === 0 || !read) continue;
      for (const [id, item] of await read(ids)) found.set(`${source}:${id}`, item);
    }
    return found;
  }

  /** One claim's worth: how many deliveries it claimed. */
  async function runOnce(): Promise<number> {
    const claimed = await deps.repository.claimDue(CLAIM_BATCH, LEASE_MS);
    if (claimed.length === 0) return 0;
    const items = await payloads(claimed);
    const drop: number[] = [];
    const send: { delivery: ClaimedDelivery; payload: PushPayload }[] = [];
    for (const delivery of claimed) {
      const item = items.get(`${delivery.source}:${delivery.sourceId}`);
      const stale =
        now() - delivery.createdAt.getTime() > MAX_AGE_MS || delivery.attempts > MAX_ATTEMPTS;
      if (!item || item.userId !== delivery.userId || stale) drop.push(delivery.id);
      else send.push({ delivery, payload: item.payload });
    }
    await deps.repository.done(drop);
    let next = 0;
    const worker = async () => {
      while (next < send.length) {
        const { delivery, payload } = send[next++]!;
        let outcome: PushOutcome;
        try {
          outcome = await deps.send(delivery, payload, `${delivery.source}-${delivery.sourceId}`);
        } catch (err) {
          // The library refused to encrypt for these keys: no later try can do better.
          deps.log.warn(
            { err, subscription: delivery.subscriptionId },
            '푸시 알림을 만들지 못했습니다',
          );
          outcome = { kind: 'refused', status: null };
        }
        await settle(delivery, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, send.length) }, worker));
    return claimed.length;
  }

  return { runOnce, claimBatch: CLAIM_BATCH };
}
