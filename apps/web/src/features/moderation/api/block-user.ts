import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

interface Done {
  success: boolean;
  message: string;
}

export function blockUser(userId: number): Promise<Done> {
  return api.post<Done>('/api/users/me/blocks', { userId });
}

export function unblockUser(userId: number): Promise<Done> {
  return api.delete<Done>(`/api/users/me/blocks/${userId}`);
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
