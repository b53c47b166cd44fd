import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, LinkPreviewsTable } from '../../db/schema';

export type LinkPreviewRow = Selectable<LinkPreviewsTable>;

export function linkPreviewRepository(db: Kysely<Database>) {
  return {
    /** The cached preview of a URL hash, if it has not expired at `now`. */
    findFresh(urlHash: string, now: Date): Promise<LinkPreviewRow | undefined> {
      return db
        .selectFrom('link_previews')
        .selectAll()
        .where('url_hash', '=', urlHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async save(row: Insertable<LinkPreviewsTable>): Promise<void> {
      await db
        .insertInto('link_previews')
        .values(row)
        .onConflict((oc) =>
          oc.column('url_hash').doUpdateSet((eb) => ({
            url: eb.ref('excluded.url'),
            type: eb.ref('excluded.type'),
            title: eb.ref('excluded.title'),
            description: eb.ref('excluded.description'),
            image: eb.ref('excluded.image'),
            site_name: eb.ref('excluded.site_name'),
            favicon: eb.ref('excluded.favicon'),
            ok: eb.ref('excluded.ok'),
            fetched_at: eb.ref('excluded.fetched_at'),
            expires_at: eb.ref('excluded.expires_at'),
          })),
        )
        .execute();
    },

    /** Drops expired rows (called now and then so the table does not grow without end). */
    async purgeExpired(now: Date): Promise<void> {
      await db.deleteFrom('link_previews').where('expires_at', '<=', now).execute();
    },
  };
}

export type LinkPreviewRepository = ReturnType<typeof linkPreviewRepository>;
