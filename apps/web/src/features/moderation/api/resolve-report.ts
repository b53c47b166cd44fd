import { moderationResolve } from '@myeolgong/contract/endpoints/moderation';
import type { ResolveBody, ResolveResult } from '@myeolgong/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function resolveReport(input: ResolveBody): Promise<ResolveResult> {
  return call(moderationResolve, { body: input });
}

/** Resolves a target's open reports; what it changes shows everywhere, so every list refreshes. */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries(),
  });
}
