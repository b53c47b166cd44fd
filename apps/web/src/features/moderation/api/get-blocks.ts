import { usersBlocks } from '@myeolgong/contract/endpoints/users';
import type { BlockedUser } from '@myeolgong/contract/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { moderationQueryKey } from './moderation-query-key';

const blocksQueryKey = [...moderationQueryKey, 'blocks'] as const;

function getBlocks(signal?: AbortSignal): Promise<BlockedUser[]> {
  return call(usersBlocks, { signal });
}

function blocksQueryOptions() {
  return queryOptions({ queryKey: blocksQueryKey, queryFn: ({ signal }) => getBlocks(signal) });
}

/** The signed-in member's block list; nothing is fetched for visitors. */
export function useBlocks(signedIn: boolean) {
  return useQuery({ ...blocksQueryOptions(), enabled: signedIn });
}
