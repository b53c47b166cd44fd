import type { Person, PersonBodyInput } from '@myeolgong/contract/ai';
import { aiPaths } from '@myeolgong/contract/ai-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { adminPeopleKey } from './admin-people';

/** POST /api/admin/people (no id) or PUT /api/admin/people/{id}. */
function savePerson(id: number | null, body: PersonBodyInput): Promise<Person> {
  return id === null
    ? api.post<Person>(aiPaths.adminPeople, body)
    : api.put<Person>(`${aiPaths.adminPeople}/${id}`, body);
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
