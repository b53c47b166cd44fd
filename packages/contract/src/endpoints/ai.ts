// Kept free of zod at run time: the web app imports it (every import here is a type).
import type {
  FundManagerAnswer,
  InfluencerAnswer,
  PeopleImportResult,
  Person,
  PersonBodyInput,
} from '../ai';
import type { SuccessMessage } from '../moderation';
import type { Paged } from '../paging';
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { PageParams } from './params';

/** `name=check_limit` reads the allowance without using it. */
export const aiInfluencer = GET(
  '/api/influencers/ai-agent-search',
  {} as { query: { name: string }; res: InfluencerAnswer },
);
export const aiFundManager = GET(
  '/api/fundmanager/ai-search',
  {} as { query: { query: string }; res: FundManagerAnswer },
);
/** Server-sent events (ai-wire.ts AiStreamEvent). */
export const aiInfluencerStream = GET(
  '/api/influencers/ai-agent-search/stream',
  {} as { query: { name: string } },
);
export const aiFundManagerStream = GET(
  '/api/fundmanager/ai-search/stream',
  {} as { query: { query: string } },
);
export const aiPeople = GET(
  '/api/admin/people',
  {} as { query: { query?: string } & PageParams; res: Paged<Person> },
);
export const aiAddPerson = POST('/api/admin/people', {} as { body: PersonBodyInput; res: Person });
export const aiExportPeople = GET('/api/admin/people/export', {} as { res: unknown[] });
export const aiImportPeople = POST(
  '/api/admin/people/import',
  {} as { body: unknown[]; res: PeopleImportResult },
);
export const aiUpdatePerson = PUT(
  '/api/admin/people/:id',
  {} as { body: PersonBodyInput; res: Person },
);
export const aiRemovePerson = DELETE('/api/admin/people/:id', {} as { res: SuccessMessage });
