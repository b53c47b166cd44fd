import type { AdminUser } from '@myeolgong/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { adminQueryKey } from './moderation-query-key';

export type MemberChange =
  | { kind: 'restrict'; userId: number; until: string; reason: string }
  | { kind: 'lift'; userId: number; reason: string }
  | { kind: 'role'; userId: number; role: 'ADMIN' | 'USER'; reason: string };

function updateMember(change: MemberChange): Promise<AdminUser> {
  const base = `/api/admin/users/${change.userId}`;
  if (change.kind === 'restrict') {
    return api.post<AdminUser>(`${base}/restrict`, { until: change.until, reason: change.reason });
  }
  if (change.kind === 'lift') {
    return api.post<AdminUser>(`${base}/unrestrict`, { reason: change.reason });
  }
  return api.put<AdminUser>(`${base}/role`, { role: change.role, reason: change.reason });
}

/** Restricts, lifts or changes a member's role; the operator lists refresh after it. */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
