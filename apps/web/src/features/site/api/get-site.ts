import type { SiteInfo } from '@myeolgong/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

function getSite(signal?: AbortSignal): Promise<SiteInfo> {
  return api.get<SiteInfo>('/api/site', { signal });
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
