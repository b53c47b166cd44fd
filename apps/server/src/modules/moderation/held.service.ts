import { sql, type Kysely } from 'kysely';
import {
  cleanTalkMessages as m,
  type HeldActionBody,
  type HeldItem,
  type HeldTargetType,
} from '@myeolgong/contract/clean-talk';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf, toPaged, type PageRequest } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import type { ModerationLog } from '../audit/moderation-log';
import type { CommentsService } from '../comments/comments.service';
import type { PostsService } from '../posts/posts.service';
import { requireOperator } from './moderation.service';

/**
 * The operators' queue of posts and comments held for review as solicitation (리딩방·유사투자자문,
 * policies/solicitation.ts; migration 0034), oldest first. Release publishes one (counted from
 * then on, its author told: HELD_RELEASE), remove deletes it the way every deletion goes (its
 * author told: POST_DELETE or COMMENT_DELETE); each is a moderation log entry, whose trigger
 * writes the author's MODERATION notification.
 */
export function heldService(deps: {
  db: Kysely<Database>;
  posts: Pick<PostsService, 'erase' | 'release'>;
  comments: Pick<CommentsService, 'erase' | 'release'>;
  log: Pick<ModerationLog, 'record'>;
}) {
  const { db } = deps;
  const heldPosts = () =>
    db
      .selectFrom('posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .select([
        sql<HeldTargetType>`'POST'`.as('target_type'),
        'p.id',
        'p.id as post_id',
        'p.title as post_title',
        'p.content',
        'p.held_reason',
        'p.author_id',
        'u.nickname',
        'p.created_at',
        'p.hidden_at',
      ])
      .where('p.held_reason', 'is not', null)
      .where('p.deleted_at', 'is', null);
  const heldComments = () =>
    db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.author_id')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select([
        sql<HeldTargetType>`'COMMENT'`.as('target_type'),
        'c.id',
        'c.post_id',
        'p.title as post_title',
        'c.content',
        'c.held_reason',
        'c.author_id',
        'u.nickname',
        'c.created_at',
        'c.hidden_at',
      ])
      .where('c.held_reason', 'is not', null)
      .where('c.deleted_at', 'is', null)
      .where('p.deleted_at', 'is', null);

  async function owner(type: HeldTargetType, id: number) {
    const row = await (
      type === 'POST' ? heldPosts().where('p.id', '=', id) : heldComments().where('c.id', '=', id)
    ).executeTakeFirst();
    if (!row) throw notFound(m.heldNotFound);
    return row;
  }

  return {
    /** GET /api/admin/held: oldest held first. */
    async list(page: PageRequest, viewer: Viewer) {
      requireOperator(viewer);
      const all = () => heldPosts().unionAll(heldComments());
      const [rows, total] = await Promise.all([
        db
          .selectFrom(all().as('h'))
          .selectAll()
          .orderBy('h.hidden_at', 'asc')
          .orderBy('h.id', 'asc')
          .limit(page.size)
          .offset(offsetOf(page))
          .execute(),
        db
          .selectFrom(all().as('h'))
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const content: HeldItem[] = rows.map((row) => ({
        targetType: row.target_type,
        id: Number(row.id),
        postId: Number(row.post_id),
        postTitle: row.post_title,
        content: row.content,
        heldReason: row.held_reason ?? '',
        author: { id: Number(row.author_id), nickname: row.nickname },
        createdAt: new Date(row.created_at).toISOString(),
      }));
      return toPaged(content, Number(total.n), page);
    },

    /** POST /api/admin/held/{POST|COMMENT}/{id} {action: release | remove}. */
    async resolve(type: HeldTargetType, id: number, body: HeldActionBody, viewer: Viewer) {
      requireOperator(viewer);
      const row = await owner(type, id);
      const done =
        body.action === 'release'
          ? type === 'POST'
            ? await deps.posts.release(id)
            : await deps.comments.release(id)
          : type === 'POST'
            ? await deps.posts.erase(id)
            : Boolean(await deps.comments.erase(id));
      if (!done) throw notFound(m.heldNotFound);
      await deps.log.record({
        actorId: viewer.id,
        action:
          body.action === 'release'
            ? 'HELD_RELEASE'
            : type === 'POST'
              ? 'POST_DELETE'
              : 'COMMENT_DELETE',
        targetType: type,
        targetId: id,
        reason: body.reason,
        details: { authorId: Number(row.author_id), heldReason: row.held_reason },
      });
      return {
        success: true as const,
        message: body.action === 'release' ? m.released : m.removed,
      };
    },
  };
}
