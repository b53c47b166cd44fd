import { aiImportPeople } from '@myeolgong/contract/endpoints/ai';
import type { PeopleImportResult } from '@myeolgong/contract/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { adminPeopleKey } from './admin-people';

/** POST /api/admin/people/import: entries of the knowledge-file format, added or updated by id. */
function importPeople(entries: unknown[]): Promise<PeopleImportResult> {
  return call(aiImportPeople, { body: entries, timeoutMs: 60_000 });
}

export function useImportPeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importPeople,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: adminPeopleKey }),
  });
}
