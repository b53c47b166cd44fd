import { moderationLog } from '@myeolgong/contract/endpoints/moderation';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ADMIN_PAGE_SIZE, adminQueryKey } from './moderation-query-key';

function getModerationLog(page: number, signal?: AbortSignal) {
  return call(moderationLog, {
    query: { page, size: ADMIN_PAGE_SIZE },
    signal,
  });
}

function moderationLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKey, 'log'],
    queryFn: ({ pageParam, signal }) => getModerationLog(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    staleTime: 0,
  });
}

export function useModerationLog() {
  return useInfiniteQuery(moderationLogQueryOptions());
}
