import { aiRemovePerson } from '@myeolgong/contract/endpoints/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { adminPeopleKey } from './admin-people';

/** DELETE /api/admin/people/{id}. */
function deletePerson(id: number) {
  return call(aiRemovePerson, { params: { id } });
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: () => client.invalidateQueries({ queryKey: adminPeopleKey }),
  });
}
