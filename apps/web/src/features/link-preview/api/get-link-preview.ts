import { linkPreviewGet } from '@myeolgong/contract/endpoints/link-preview';
import { LINK_PREVIEW_DELAY_MS, type LinkPreview } from '@myeolgong/contract/link-preview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/http';

function getLinkPreview(url: string, signal?: AbortSignal): Promise<LinkPreview> {
  return call(linkPreviewGet, { query: { url }, signal });
}

function linkPreviewQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['link-preview', url] as const,
    queryFn: ({ signal }) => getLinkPreview(url, signal),
    // The server caches previews; a failure shows the plain link rather than asking again.
    retry: false,
    staleTime: 30 * 60 * 1000,
  });
}

/** SPEC.md §4/§9: the post page asks for link metadata 0.1 s after it shows. */
export function useLinkPreview(url: string) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LINK_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useQuery({ ...linkPreviewQueryOptions(url), enabled: ready });
  return { ...query, loading: !ready || query.isPending };
}
