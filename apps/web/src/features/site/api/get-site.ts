import { siteInfo } from '@myeolgong/contract/endpoints/site';
import type { SiteInfo } from '@myeolgong/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function getSite(signal?: AbortSignal): Promise<SiteInfo> {
  return call(siteInfo, { signal });
}

function siteQueryOptions() {
  return queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}
