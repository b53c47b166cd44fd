import type { KnowledgePerson, PersonBody, PeopleImportResult } from '@myeolgong/contract/ai';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { ModerationLog } from '../audit/moderation-log';
import type { AiRepository, PersonRow, PersonWrite } from './ai.repository';
import { personColumns } from './knowledge/load-knowledge';

export const peopleMessages = {
  notFound: '인물 정보를 찾을 수 없습니다.',
  slugTaken: '이미 다른 인물이 쓰는 id(slug)입니다.',
  deleted: '인물 정보를 삭제했습니다.',
  imported: (created: number, updated: number) =>
    `인물 ${created}명을 추가하고 ${updated}명을 고쳤습니다.`,
} as const;

const toWrite = (body: PersonBody): PersonWrite => ({
  slug: body.slug ?? null,
  name: body.name,
  hanja: body.hanja,
  romanized: body.romanized,
  aliases: body.aliases,
  category: body.category,
  roles: body.roles,
  descriptor: body.descriptor,
  born: body.born,
  died: body.died,
  summary: body.summary,
  summarySource: body.summarySource,
  facts: body.facts,
  stockCodes: body.stockCodes,
  asOf: body.asOf,
  links: body.links,
});

/** A slug made from a romanised name ('Son Heung-min' → son-heung-min), or null. */
function slugFrom(text: string | null): string | null {
  if (!text) return null;
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length >= 2 ? slug.slice(0, 100) : null;
}

export interface PeopleServiceDeps {
  db: Kysely<Database>;
  repo: Pick<
    AiRepository,
    | 'createPerson'
    | 'updatePerson'
    | 'deletePerson'
    | 'personBySlug'
    | 'listPeople'
    | 'countPeople'
    | 'allPeople'
  >;
  audit: Pick<ModerationLog, 'record'>;
  /** Called after every change, so the AI reads the new entries at once. */
  changed: () => void;
}

/** The operators' knowledge base: list, add, edit, remove, import and export, each logged. */
export function peopleService(deps: PeopleServiceDeps) {
  const { db, repo, audit } = deps;

  /** A free slug for a new entry: the one asked for (409 when taken), or one made up. */
  async function slugFor(body: PersonBody, exceptId?: number): Promise<string | null> {
    if (body.slug) {
      if (await repo.personBySlug(body.slug, exceptId)) throw conflict(peopleMessages.slugTaken);
      return body.slug;
    }
    const base = slugFrom(body.romanized);
    if (!base) return null;
    for (let n = 1; n < 50; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.personBySlug(candidate, exceptId))) return candidate;
    }
    return null;
  }

  return {
    async list(query: string | undefined, page: number, size: number) {
      const [rows, total] = await Promise.all([
        repo.listPeople(query, size, page * size),
        repo.countPeople(query),
      ]);
      return { rows, total };
    },

    async create(body: PersonBody, actorId: number): Promise<PersonRow> {
      const slug = await slugFor(body);
      const row = await db.transaction().execute(async (trx) => {
        const created = await repo.createPerson({ ...toWrite(body), slug }, actorId, trx);
        await audit.record(
          {
            actorId,
            action: 'PERSON_CREATE',
            targetType: 'PERSON',
            targetId: created.id,
            details: { name: created.name, slug: created.slug },
          },
          trx,
        );
        return created;
      });
      deps.changed();
      return row;
    },

    async update(id: number, body: PersonBody, actorId: number): Promise<PersonRow> {
      const slug = body.slug === undefined ? undefined : await slugFor(body, id);
      const row = await db.transaction().execute(async (trx) => {
        const write = toWrite(body);
        const current = await trx
          .selectFrom('people')
          .select(['slug'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return undefined;
        const updated = await repo.updatePerson(
          id,
          { ...write, slug: slug === undefined ? current.slug : slug },
          actorId,
          trx,
        );
        if (!updated) return undefined;
        await audit.record(
          {
            actorId,
            action: 'PERSON_UPDATE',
            targetType: 'PERSON',
            targetId: id,
            details: { name: updated.name, slug: updated.slug },
          },
          trx,
        );
        return updated;
      });
      if (!row) throw notFound(peopleMessages.notFound);
      deps.changed();
      return row;
    },

    async remove(id: number, actorId: number): Promise<void> {
      const removed = await db.transaction().execute(async (trx) => {
        const row = await repo.deletePerson(id, trx);
        if (!row) return false;
        await audit.record(
          {
            actorId,
            action: 'PERSON_DELETE',
            targetType: 'PERSON',
            targetId: id,
            details: { name: row.name, slug: row.slug },
          },
          trx,
        );
        return true;
      });
      if (!removed) throw notFound(peopleMessages.notFound);
      deps.changed();
    },

    /**
     * Adds or updates entries by their id (slug), in one transaction: a new id is added as the
     * operators' own, an existing one is updated (a shipped entry so changed stays as imported,
     * a removed one comes back). Logged as one action.
     */
    async import(entries: KnowledgePerson[], actorId: number): Promise<PeopleImportResult> {
      const result = await db.transaction().execute(async (trx) => {
        let created = 0;
        let updated = 0;
        for (const entry of entries) {
          const columns = personColumns(entry);
          const existing = await repo.personBySlug(entry.id, undefined, trx);
          if (existing) {
            await trx
              .updateTable('people')
              .set({
                ...columns,
                edited: existing.origin === 'shipped',
                removed_at: null,
                updated_by: actorId,
                updated_at: new Date(),
              })
              .where('id', '=', existing.id)
              .execute();
            updated += 1;
          } else {
            await trx
              .insertInto('people')
              .values({ ...columns, origin: 'operator', updated_by: actorId })
              .execute();
            created += 1;
          }
        }
        await audit.record(
          {
            actorId,
            action: 'PERSON_IMPORT',
            targetType: 'PERSON',
            targetId: 0,
            details: { created, updated },
          },
          trx,
        );
        return { created, updated };
      });
      deps.changed();
      return { ...result, message: peopleMessages.imported(result.created, result.updated) };
    },

    exportAll: () => repo.allPeople(),
  };
}
