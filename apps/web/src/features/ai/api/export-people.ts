import { aiPaths } from '@myeolgong/contract/ai-wire';
import { api } from '../../../lib/http';

/** GET /api/admin/people/export: every entry in the knowledge-file format. */
export function exportPeople(): Promise<unknown[]> {
  return api.get<unknown[]>(aiPaths.adminPeopleExport, { timeoutMs: 60_000 });
}
