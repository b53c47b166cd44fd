import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { KnowledgePerson } from '@myeolgong/contract/ai';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { knowledgeDirUrl } from '../knowledge-dir';

/** Where the people files live: beside this module in source, in dist/knowledge/people built. */
const peopleDir = fileURLToPath(knowledgeDirUrl);

// Any constant shared by every instance, distinct from the migration and seed locks.
const KNOWLEDGE_LOCK_KEY = 7_230_403;
const LOAD_NAME = 'people';
const BATCH = 100;

export interface KnowledgeFile {
  name: string;
  text: string;
}

interface KnowledgeProblem {
  file: string;
  /** The entry's position in its file. */
  index: number;
  id: string | null;
  message: string;
}

export interface ParsedKnowledge {
  entries: KnowledgePerson[];
  problems: KnowledgeProblem[];
  checksum: string;
}

/** Every *.json file of `dir`, in name order. */
export async function readKnowledgeFiles(dir = peopleDir): Promise<KnowledgeFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(`${dir}/${name}`, 'utf8') })),
  );
}

/**
 * The valid entries of the files (an array per file), the problems of the others, and one checksum
 * of all the files. An id that appears twice keeps its last entry and reports the first.
 */
export function parseKnowledge(files: KnowledgeFile[]): ParsedKnowledge {
  const hash = createHash('sha256');
  const byId = new Map<string, { entry: KnowledgePerson; file: string; index: number }>();
  const problems: KnowledgeProblem[] = [];
  for (const file of files) {
    hash.update(`${file.name}\0${file.text}\0`);
    let data: unknown;
    try {
      data = JSON.parse(file.text);
    } catch (error) {
      problems.push({ file: file.name, index: -1, id: null, message: (error as Error).message });
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push({ file: file.name, index: -1, id: null, message: '배열이 아닙니다.' });
      continue;
    }
    data.forEach((raw: unknown, index) => {
      const parsed = KnowledgePerson.safeParse(raw);
      const id =
        raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string'
          ? (raw as { id: string }).id
          : null;
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push({
          file: file.name,
          index,
          id,
          message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
        });
        return;
      }
      const seen = byId.get(parsed.data.id);
      if (seen) {
        problems.push({
          file: seen.file,
          index: seen.index,
          id: parsed.data.id,
          message: `id가 ${file.name}에서 다시 나옵니다.`,
        });
      }
      byId.set(parsed.data.id, { entry: parsed.data, file: file.name, index });
    });
  }
  return {
    entries: [...byId.values()].map((v) => v.entry),
    problems,
    checksum: hash.digest('hex'),
  };
}

/** A knowledge entry as the columns of `people`. */
export function personColumns(entry: KnowledgePerson) {
  return {
    slug: entry.id,
    name: entry.name,
    hanja: entry.hanja,
    romanized: entry.romanized,
    aliases: entry.aliases,
    category: entry.category,
    roles: entry.roles,
    descriptor: entry.descriptor,
    born: entry.born,
    died: entry.died,
    summary: entry.summary,
    summary_source: entry.summarySource,
    facts: JSON.stringify(entry.facts),
    stock_codes: entry.stockCodes,
    as_of: entry.asOf,
  };
}

export interface KnowledgeLoad {
  /** False when the files are the version loaded last (nothing written). */
  loaded: boolean;
  entries: number;
  removed: number;
  problems: KnowledgeProblem[];
}

/**
 * Brings the shipped people into the database: inserts new ids, updates shipped entries by id,
 * removes shipped entries no longer in the files. Entries operators added, shipped entries they
 * edited and shipped entries they removed are left as they are. Skipped when the files are the
 * version loaded last. Runs after the migrations on every start, on both databases.
 */
export async function loadKnowledge(
  db: Kysely<Database>,
  files?: KnowledgeFile[],
): Promise<KnowledgeLoad> {
  const parsed = parseKnowledge(files ?? (await readKnowledgeFiles()));
  const { entries, problems, checksum } = parsed;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${KNOWLEDGE_LOCK_KEY})`.execute(trx);
    const last = await trx
      .selectFrom('knowledge_loads')
      .select('checksum')
      .where('name', '=', LOAD_NAME)
      .executeTakeFirst();
    if (last?.checksum === checksum) return { loaded: false, entries: 0, removed: 0, problems };
    for (let i = 0; i < entries.length; i += BATCH) {
      const rows = entries.slice(i, i + BATCH).map((entry) => ({
        ...personColumns(entry),
        origin: 'shipped' as const,
      }));
      await trx
        .insertInto('people')
        .values(rows)
        .onConflict((oc) =>
          oc
            .column('slug')
            .doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              hanja: eb.ref('excluded.hanja'),
              romanized: eb.ref('excluded.romanized'),
              aliases: eb.ref('excluded.aliases'),
              category: eb.ref('excluded.category'),
              roles: eb.ref('excluded.roles'),
              descriptor: eb.ref('excluded.descriptor'),
              born: eb.ref('excluded.born'),
              died: eb.ref('excluded.died'),
              summary: eb.ref('excluded.summary'),
              summary_source: eb.ref('excluded.summary_source'),
              facts: eb.ref('excluded.facts'),
              stock_codes: eb.ref('excluded.stock_codes'),
              as_of: eb.ref('excluded.as_of'),
              updated_at: sql`now()`,
            }))
            .where('people.origin', '=', 'shipped')
            .where('people.edited', '=', false)
            .where('people.removed_at', 'is', null),
        )
        .execute();
    }
    let removed = 0;
    // No files at all is a broken build, not an empty knowledge base: remove nothing then.
    if (entries.length > 0) {
      const result = await trx
        .deleteFrom('people')
        .where('origin', '=', 'shipped')
        .where('edited', '=', false)
        .where(
          'slug',
          'not in',
          entries.map((e) => e.id),
        )
        .executeTakeFirst();
      removed = Number(result.numDeletedRows);
    }
    await trx
      .insertInto('knowledge_loads')
      .values({ name: LOAD_NAME, checksum })
      .onConflict((oc) => oc.column('name').doUpdateSet({ checksum, loaded_at: sql`now()` }))
      .execute();
    return { loaded: true, entries: entries.length, removed, problems };
  });
}
