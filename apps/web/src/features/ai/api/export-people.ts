import { aiExportPeople } from '@myeolgong/contract/endpoints/ai';
import { call } from '../../../lib/http';

/** GET /api/admin/people/export: every entry in the knowledge-file format. */
export function exportPeople(): Promise<unknown[]> {
  return call(aiExportPeople, { timeoutMs: 60_000 });
}
