import { filesStatus } from '@myeolgong/contract/endpoints/files';
import { type FilesStatus } from '@myeolgong/contract/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../lib/http';
import { mediaUploader } from './media-uploader';

/** SPEC.md §7/§9: the connectivity check has 3 s. */
const FILES_CHECK_TIMEOUT_MS = 3_000;

function getFilesStatus(signal?: AbortSignal): Promise<FilesStatus> {
  return call(filesStatus, { signal, timeoutMs: FILES_CHECK_TIMEOUT_MS });
}

const filesStatusQueryOptions = queryOptions({
  queryKey: ['files', 'status'] as const,
  queryFn: ({ signal }) => getFilesStatus(signal),
  staleTime: 10 * 60 * 1000,
  retry: false,
});

/**
 * The uploader with the server's own video limit (GET /api/files), so the confirm step of SPEC.md
 * §5 follows VIDEO_MAX_BYTES; the 100 MB default until the answer comes or when it fails.
 */
export function useMediaUploader() {
  const status = useQuery(filesStatusQueryOptions);
  const maxVideoBytes = status.data?.maxVideoBytes;
  return useMemo(
    () =>
      maxVideoBytes && maxVideoBytes > 0
        ? { ...mediaUploader, videoMaxBytes: maxVideoBytes }
        : mediaUploader,
    [maxVideoBytes],
  );
}
