import { sql, type Kysely } from 'kysely';
import type { Database, PersonLink } from '../../db/schema';
import { postsRepository, type PostListRow } from '../posts/posts.repository';

/** How many of the newest comments a comment search reads (comments have no search index). */
export const COMMENT_SEARCH_WINDOW = 20_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PersonWrite {
  name: string;
  aliases: string[];
  roles: string[];
  summary: string;
  links: PersonLink[];
}

export function aiRepository(db: Kysely<Database>) {
  const posts = postsRepository(db);

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

    /** Posts whose title or content contains `query`, newest first (the site search). */
    async searchPosts(query: string, limit: number): Promise<PostListRow[]> {
      const { rows } = await posts.search(query, { page: 0, size: limit }, undefined, null);
      return rows;
    },

    /** Live comments on live posts containing `query`, among the newest comments. */
    searchComments(query: string, limit: number) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      const recent = db
        .selectFrom('comments')
        .select(['id', 'post_id', 'author_id', 'content', 'like_count', 'created_at'])
        .where('deleted_at', 'is', null)
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
            sql<number>`(SELECT count(*) FROM posts WHERE author_id = ${user.id} AND deleted_at IS NULL)`.as(
              'posts',
            ),
            sql<number>`(SELECT count(*) FROM comments WHERE author_id = ${user.id} AND deleted_at IS NULL)`.as(
              'comments',
            ),
            sql<number>`(SELECT coalesce(sum(like_count), 0) FROM posts WHERE author_id = ${user.id} AND deleted_at IS NULL)`.as(
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
          .orderBy('created_at', 'desc')
          .limit(5)
          .execute(),
        db
          .selectFrom('posts as p')
          .innerJoin('boards as b', 'b.id', 'p.board_id')
          .select(['b.display_name', (eb) => eb.fn.countAll<number>().as('n')])
          .where('p.author_id', '=', user.id)
          .where('p.deleted_at', 'is', null)
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

    /** People whose name or an alias equals or contains `name` (case-insensitive), exact first. */
    findPeople(name: string, limit: number) {
      const q = name.toLowerCase();
      const pattern = `%${escapeLike(q)}%`;
      return db
        .selectFrom('people')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb(sql`lower(name)`, 'like', pattern),
            sql<boolean>`EXISTS (SELECT 1 FROM unnest(aliases) a WHERE lower(a) LIKE ${pattern})`,
          ]),
        )
        .orderBy(
          sql`CASE WHEN lower(name) = ${q} OR EXISTS (SELECT 1 FROM unnest(aliases) a WHERE lower(a) = ${q}) THEN 0 ELSE 1 END`,
        )
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Every entry's names, for fuzzy matching when no name contains the query. */
    peopleNames(limit: number) {
      return db
        .selectFrom('people')
        .select(['id', 'name', 'aliases'])
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    findPerson(id: number) {
      return db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
    },

    listPeople(query: string | undefined, limit: number, offset: number) {
      let q = db.selectFrom('people').selectAll();
      if (query) {
        const pattern = `%${escapeLike(query.toLowerCase())}%`;
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(name)`, 'like', pattern),
            sql<boolean>`EXISTS (SELECT 1 FROM unnest(aliases) a WHERE lower(a) LIKE ${pattern})`,
          ]),
        );
      }
      return q.orderBy('name').orderBy('id').limit(limit).offset(offset).execute();
    },

    async countPeople(): Promise<number> {
      const row = await db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    createPerson(person: PersonWrite, by: number) {
      return db
        .insertInto('people')
        .values({ ...person, links: JSON.stringify(person.links), updated_by: by })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    updatePerson(id: number, person: PersonWrite, by: number) {
      return db
        .updateTable('people')
        .set({
          ...person,
          links: JSON.stringify(person.links),
          updated_by: by,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async deletePerson(id: number): Promise<boolean> {
      const result = await db.deleteFrom('people').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Whether a name (or alias) other than `exceptId`'s is already the name of an entry. */
    async personNameTaken(name: string, exceptId?: number): Promise<boolean> {
      let q = db
        .selectFrom('people')
        .select('id')
        .where(sql`lower(name)`, '=', name.toLowerCase());
      if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },
  };
}

export type AiRepository = ReturnType<typeof aiRepository>;
export type PersonRow = NonNullable<Awaited<ReturnType<AiRepository['findPerson']>>>;
