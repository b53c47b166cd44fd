import { aiPaths } from '@myeolgong/contract/ai-wire';
import type { SuccessMessage } from '@myeolgong/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { adminPeopleKey } from './admin-people';

/** DELETE /api/admin/people/{id}. */
function deletePerson(id: number) {
  return api.delete<SuccessMessage>(`${aiPaths.adminPeople}/${id}`);
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: () => client.invalidateQueries({ queryKey: adminPeopleKey }),
  });
}
