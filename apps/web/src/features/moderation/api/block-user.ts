import { usersBlock, usersUnblock } from '@myeolgong/contract/endpoints/users';
import type { SuccessMessage } from '@myeolgong/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

function blockUser(userId: number): Promise<SuccessMessage> {
  return call(usersBlock, { body: { userId } });
}

function unblockUser(userId: number): Promise<SuccessMessage> {
  return call(usersUnblock, { params: { userId } });
}

/**
 * Blocks (`blocked: true`) or unblocks a member. Feeds, searches and comment lists change with it,
 * so every cached list is refreshed.
 */
export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      blocked ? blockUser(userId) : unblockUser(userId),
    onSuccess: () => client.invalidateQueries(),
  });
}
