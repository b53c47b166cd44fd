import {
  moderationRestrict,
  moderationSetRole,
  moderationUnrestrict,
} from '@myeolgong/contract/endpoints/moderation';
import type { AdminUser } from '@myeolgong/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { adminQueryKey } from './moderation-query-key';

export type MemberChange =
  | { kind: 'restrict'; userId: number; until: string; reason: string }
  | { kind: 'lift'; userId: number; reason: string }
  | { kind: 'role'; userId: number; role: 'ADMIN' | 'USER'; reason: string };

function updateMember(change: MemberChange): Promise<AdminUser> {
  if (change.kind === 'restrict') {
    return call(moderationRestrict, {
      params: { id: change.userId },
      body: { until: change.until, reason: change.reason },
    });
  }
  if (change.kind === 'lift') {
    return call(moderationUnrestrict, {
      params: { id: change.userId },
      body: { reason: change.reason },
    });
  }
  return call(moderationSetRole, {
    params: { id: change.userId },
    body: { role: change.role, reason: change.reason },
  });
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
