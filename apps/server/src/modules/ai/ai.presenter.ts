import type { KnowledgePerson, Person } from '@myeolgong/contract/ai';
import type { PersonCategory } from '@myeolgong/contract/ai-wire';
import type { PersonRow } from './ai.repository';

/** The knowledge-file fields of a person, shared by the operators' view and the export. */
function knowledgeFields(row: PersonRow) {
  return {
    name: row.name,
    hanja: row.hanja,
    romanized: row.romanized,
    aliases: row.aliases,
    category: row.category as PersonCategory | null,
    roles: row.roles,
    descriptor: row.descriptor,
    born: row.born,
    died: row.died,
    summary: row.summary,
    summarySource: row.summary_source,
    facts: row.facts,
    stockCodes: row.stock_codes,
    asOf: row.as_of,
  };
}

export function presentPerson(row: PersonRow): Person {
  return {
    id: row.id,
    slug: row.slug,
    ...knowledgeFields(row),
    links: row.links,
    origin: row.origin,
    edited: row.edited,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * An entry in the knowledge-file format (the export): an entry without a slug gets `person-<id>`;
 * an entry without a category, facts or date keeps what it has, so a re-import may ask for them.
 */
export function presentKnowledge(row: PersonRow): Omit<
  KnowledgePerson,
  'category' | 'asOf' | 'facts'
> & {
  category: PersonCategory | null;
  asOf: string | null;
  facts: { label: string; value: string; source: string }[];
} {
  return {
    id: row.slug ?? `person-${row.id}`,
    ...knowledgeFields(row),
  };
}
