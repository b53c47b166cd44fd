import { predictionsBadges } from '@myeolgong/contract/endpoints/predictions';
import type { PredictionBadge } from '@myeolgong/contract/predictions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { predictionsQueryKey } from './predictions';

/**
 * The badges of a discussion's authors in one request: the members asked for in the same turn
 * are sent together (GET /api/predictions/badges?userIds=…), each query gets its own answer.
 */
let waiting = new Map<number, ((badge: PredictionBadge | null) => void)[]>();
let flushing: Promise<void> | null = null;

function flush() {
  const batch = waiting;
  waiting = new Map();
  flushing = null;
  const ids = [...batch.keys()];
  const answer = (found: PredictionBadge[]) => {
    const byId = new Map(found.map((b) => [b.userId, b]));
    for (const [id, resolvers] of batch) for (const r of resolvers) r(byId.get(id) ?? null);
  };
  call(predictionsBadges, { query: { userIds: ids.join(',') } }).then(answer, () => answer([]));
}

function badgeOf(userId: number): Promise<PredictionBadge | null> {
  return new Promise((resolve) => {
    waiting.set(userId, [...(waiting.get(userId) ?? []), resolve]);
    flushing ??= Promise.resolve().then(flush);
  });
}

/** A member's record badge (null below 10 settled), batched with the others on the page. */
export function useRecordBadge(userId: number) {
  return useQuery({
    queryKey: [...predictionsQueryKey, 'badge', userId],
    queryFn: () => badgeOf(userId),
    staleTime: 5 * 60_000,
  });
}
