import type { AiAllowance } from '@myeolgong/contract/ai';
import { CHECK_LIMIT } from '@myeolgong/contract/ai-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { variantCall, type ChatVariant } from './ai-variant';

export type { AiAllowance };

/** One allowance serves both AI screens, so they share the cache entry. */
export const aiAllowanceKey = ['ai', 'allowance'] as const;

/** Reads today's allowance with check_limit, which does not use it. */
async function getAiAllowance(variant: ChatVariant, signal?: AbortSignal): Promise<AiAllowance> {
  const body =
    variant === 'influencer'
      ? await call(variantCall.influencer.answer, {
          query: variantCall.influencer.query(CHECK_LIMIT),
          signal,
        })
      : await call(variantCall.fundManager.answer, {
          query: variantCall.fundManager.query(CHECK_LIMIT),
          signal,
        });
  return {
    limitExceeded: body.limitExceeded,
    remainingSearches: body.remainingSearches,
    dailyLimit: body.dailyLimit,
    resetsAt: body.resetsAt,
  };
}

const aiAllowanceQueryOptions = (variant: ChatVariant) =>
  queryOptions({
    queryKey: aiAllowanceKey,
    queryFn: ({ signal }) => getAiAllowance(variant, signal),
    staleTime: 60_000,
  });

export function useAiAllowance(variant: ChatVariant, enabled: boolean) {
  return useQuery({ ...aiAllowanceQueryOptions(variant), enabled });
}
