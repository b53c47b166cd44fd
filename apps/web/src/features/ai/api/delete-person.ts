import { endpoints } from '@myeolgong/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { adminPeopleKey } from './admin-people';

/** DELETE /api/admin/people/{id}. */
function deletePerson(id: number) {
  return call(endpoints.ai.removePerson, { params: { id } });
}

export function useDeletePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: () => client.invalidateQueries({ queryKey: adminPeopleKey }),
  });
}
