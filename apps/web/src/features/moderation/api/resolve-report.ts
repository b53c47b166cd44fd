import type { ResolveResult } from '@myeolgong/contract/moderation';
import type { ReportAction, ReportTargetType } from '@myeolgong/contract/moderation-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export interface ResolveInput {
  targetType: ReportTargetType;
  targetId: number;
  action: ReportAction;
  reason: string;
  /** For RESTRICT: when the restriction ends (ISO 8601). */
  until?: string;
}

export function resolveReport(input: ResolveInput): Promise<ResolveResult> {
  return api.post<ResolveResult>('/api/admin/reports/resolve', input);
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
