import { moderationReports } from '@myeolgong/contract/endpoints/moderation';
import type { ReportStatus } from '@myeolgong/contract/moderation-rules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ADMIN_PAGE_SIZE, adminQueryKey } from './moderation-query-key';

function getReportQueue(status: ReportStatus, page: number, signal?: AbortSignal) {
  return call(moderationReports, {
    query: { status, page, size: ADMIN_PAGE_SIZE },
    signal,
  });
}

function reportQueueQueryOptions(status: ReportStatus) {
  return infiniteQueryOptions({
    queryKey: [...adminQueryKey, 'reports', status],
    queryFn: ({ pageParam, signal }) => getReportQueue(status, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    staleTime: 0,
  });
}

export function useReportQueue(status: ReportStatus) {
  return useInfiniteQuery(reportQueueQueryOptions(status));
}
