import { aiAddPerson, aiUpdatePerson } from '@myeolgong/contract/endpoints/ai';
import type { Person, PersonBodyInput } from '@myeolgong/contract/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { adminPeopleKey } from './admin-people';

/** POST /api/admin/people (no id) or PUT /api/admin/people/{id}. */
function savePerson(id: number | null, body: PersonBodyInput): Promise<Person> {
  return id === null ? call(aiAddPerson, { body }) : call(aiUpdatePerson, { params: { id }, body });
}

export function useSavePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PersonBodyInput }) =>
      savePerson(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: adminPeopleKey }),
  });
}
