import { sql, type Kysely } from 'kysely';
import type { PersonCategory } from '@myeolgong/contract/ai-wire';
import type { Database, PersonFactRow, PersonLink } from '../../db/schema';
import { stockTalkRepository } from '../stock-talk/stock-talk.repository';

/** How many of the newest comments a comment search reads (comments have no search index). */
const COMMENT_SEARCH_WINDOW = 20_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PersonWrite {
  slug: string | null;
  name: string;
  hanja: string | null;
  romanized: string | null;
  aliases: string[];
  category: PersonCategory | null;
  roles: string[];
  descriptor: string;
  born: string | null;
  died: string | null;
  summary: string;
  summarySource: string | null;
  facts: PersonFactRow[];
  stockCodes: string[];
  asOf: string | null;
  links: PersonLink[];
}

function personValues(p: PersonWrite) {
  return {
    slug: p.slug,
    name: p.name,
    hanja: p.hanja,
    romanized: p.romanized,
    aliases: p.aliases,
    category: p.category,
    roles: p.roles,
    descriptor: p.descriptor,
    born: p.born,
    died: p.died,
    summary: p.summary,
    summary_source: p.summarySource,
    facts: JSON.stringify(p.facts),
    stock_codes: p.stockCodes,
    as_of: p.asOf,
    links: JSON.stringify(p.links),
  };
}

export function aiRepository(db: Kysely<Database>) {
  const stockTalk = stockTalkRepository(db);

  const peopleMatching = (query: string | undefined) => {
    let q = db.selectFrom('people').where('removed_at', 'is', null);
    if (query) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(name)`, 'like', pattern),
          eb(sql`lower(coalesce(romanized, ''))`, 'like', pattern),
          eb(sql`coalesce(slug, '')`, 'like', pattern),
          sql<boolean>`EXISTS (SELECT 1 FROM unnest(aliases) a WHERE lower(a) LIKE ${pattern})`,
        ]),
      );
    }
    return q;
  };

  return {
    /**
     * Uses one answer of the member's allowance for `day`, in one statement: the row is created at
     * 1 or raised by one only while below `limit`. Returns the new count, or null when the
     * allowance was already used up (parallel calls serialise on the row, so none slips through).
     */
    async charge(userId: number, day: string, limit: number): Promise<number | null> {
      if (limit <= 0) return null;
      const row = await db
        .insertInto('ai_usage')
        .values({ user_id: userId, day, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'day'])
            .doUpdateSet({ count: sql<number>`ai_usage.count + 1` })
            .where('ai_usage.count', '<', limit),
        )
        .returning('count')
        .executeTakeFirst();
      return row ? row.count : null;
    },

    /** Gives back one answer charged for `day` (the answer failed). */
    async refund(userId: number, day: string): Promise<void> {
      await db
        .updateTable('ai_usage')
        .set({ count: sql<number>`count - 1` })
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('count', '>', 0)
        .execute();
    },

    async used(userId: number, day: string): Promise<number> {
      const row = await db
        .selectFrom('ai_usage')
        .select('count')
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /**
     * 종목토론 of a stock for the fund manager: how many posts mention it (in the last `days` and
     * in all), and the newest `limit` of them.
     */
    async stockDiscussion(code: string, since: Date, limit: number) {
      const [recent, total, page] = await Promise.all([
        stockTalk.countMentioningSince(code, since),
        stockTalk.countMentioning(code, null, false),
        stockTalk.postsMentioning(code, { page: 0, size: limit }, null, false),
      ]);
      return { recent, total, posts: page.rows };
    },

    /** Live comments on live posts containing `query`, among the newest comments. */
    searchComments(query: string, limit: number) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      const recent = db
        .selectFrom('comments')
        .select(['id', 'post_id', 'author_id', 'content', 'like_count', 'created_at'])
        .where('deleted_at', 'is', null)
        // Hidden pending review or held as a solicitation: never an AI answer's grounding.
        .where('hidden_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(COMMENT_SEARCH_WINDOW)
        .as('c');
      return db
        .selectFrom(recent)
        .innerJoin('posts as p', 'p.id', 'c.post_id')
        .innerJoin('users as u', 'u.id', 'c.author_id')
        .select([
          'c.id',
          'c.post_id',
          'c.content',
          'c.like_count',
          'c.created_at',
          'p.title as post_title',
          'u.nickname as author_nickname',
          sql<boolean>`u.deleted_at IS NOT NULL`.as('author_deleted'),
        ])
        .where('p.deleted_at', 'is', null)
        .where('p.hidden_at', 'is', null)
        .where(sql<boolean>`lower(c.content) LIKE ${pattern}`)
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A live member by exact nickname (case-insensitive), with what they wrote. */
    async findMember(nickname: string) {
      const user = await db
        .selectFrom('users')
        .select(['id', 'nickname', 'created_at'])
        .where(sql`lower(nickname)`, '=', nickname.toLowerCase())
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) return null;
      const [counts, recent, boards] = await Promise.all([
        db
          .selectFrom('users')
          .select([
            sql<number>`(SELECT count(*) FROM posts WHERE author_id = ${user.id} AND deleted_at IS NULL AND hidden_at IS NULL)`.as(
              'posts',
            ),
            sql<number>`(SELECT count(*) FROM comments WHERE author_id = ${user.id} AND deleted_at IS NULL AND hidden_at IS NULL)`.as(
              'comments',
            ),
            sql<number>`(SELECT coalesce(sum(like_count), 0) FROM posts WHERE author_id = ${user.id} AND deleted_at IS NULL AND hidden_at IS NULL)`.as(
              'likes',
            ),
          ])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('posts')
          .select(['id', 'title', 'created_at', 'like_count', 'comment_count'])
          .where('author_id', '=', user.id)
          .where('deleted_at', 'is', null)
          .where('hidden_at', 'is', null)
          .orderBy('created_at', 'desc')
          .limit(5)
          .execute(),
        db
          .selectFrom('posts as p')
          .innerJoin('boards as b', 'b.id', 'p.board_id')
          .select(['b.display_name', (eb) => eb.fn.countAll<number>().as('n')])
          .where('p.author_id', '=', user.id)
          .where('p.deleted_at', 'is', null)
          .where('p.hidden_at', 'is', null)
          .groupBy('b.display_name')
          .orderBy('n', 'desc')
          .limit(3)
          .execute(),
      ]);
      return {
        ...user,
        postCount: Number(counts.posts),
        commentCount: Number(counts.comments),
        likesReceived: Number(counts.likes),
        recent,
        boards: boards.map((b) => ({ name: b.display_name, posts: Number(b.n) })),
      };
    },

    /** What the question resolver needs of every live entry. */
    peopleKeys() {
      return db
        .selectFrom('people')
        .select(['id', 'name', 'aliases', 'romanized', 'hanja', 'descriptor', 'roles', 'category'])
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    findPerson(id: number) {
      return db
        .selectFrom('people')
        .selectAll()
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    peopleByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('people')
        .selectAll()
        .where('id', 'in', ids)
        .where('removed_at', 'is', null)
        .execute();
    },

    /** Live entries whose name, alias, romanised name or slug contains `query`, by name. */
    listPeople(query: string | undefined, limit: number, offset: number) {
      return peopleMatching(query)
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async countPeople(query?: string): Promise<number> {
      const row = await peopleMatching(query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every live entry, for the export. */
    allPeople() {
      return db
        .selectFrom('people')
        .selectAll()
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    createPerson(person: PersonWrite, by: number, executor: Kysely<Database> = db) {
      return executor
        .insertInto('people')
        .values({ ...personValues(person), origin: 'operator', updated_by: by })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** An operator's change; a shipped entry changed so is no longer overwritten by new files. */
    updatePerson(id: number, person: PersonWrite, by: number, executor: Kysely<Database> = db) {
      return executor
        .updateTable('people')
        .set({
          ...personValues(person),
          edited: sql<boolean>`origin = 'shipped'`,
          updated_by: by,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Removes an entry: an operator's is deleted; a shipped one is only marked removed, so the next
     * load of the knowledge files does not bring it back. Returns the row as it was, or undefined.
     */
    async deletePerson(id: number, executor: Kysely<Database> = db) {
      const row = await executor
        .selectFrom('people')
        .selectAll()
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.origin === 'shipped') {
        await executor
          .updateTable('people')
          .set({ removed_at: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      } else {
        await executor.deleteFrom('people').where('id', '=', id).execute();
      }
      return row;
    },

    /** The entry holding `slug` (live or removed), other than `exceptId`. */
    personBySlug(slug: string, exceptId?: number, executor: Kysely<Database> = db) {
      let q = executor
        .selectFrom('people')
        .select(['id', 'origin', 'removed_at'])
        .where('slug', '=', slug);
      if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
      return q.executeTakeFirst();
    },
  };
}

export type AiRepository = ReturnType<typeof aiRepository>;
export type PersonRow = NonNullable<Awaited<ReturnType<AiRepository['findPerson']>>>;
