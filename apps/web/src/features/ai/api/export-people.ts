import { endpoints } from '@myeolgong/contract/endpoints';
import { call } from '../../../lib/http';

/** GET /api/admin/people/export: every entry in the knowledge-file format. */
export function exportPeople(): Promise<unknown[]> {
  return call(endpoints.ai.exportPeople, { timeoutMs: 60_000 });
}
