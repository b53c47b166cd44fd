import type { Person } from '@myeolgong/contract/ai';
import type { PersonRow } from './ai.repository';

export function presentPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    aliases: row.aliases,
    roles: row.roles,
    summary: row.summary,
    links: row.links,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
