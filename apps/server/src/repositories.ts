import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { aiRepository } from './modules/ai/ai.repository';
import { moderationLog } from './modules/audit/moderation-log';
import { boardsRepository } from './modules/boards/boards.repository';
import { commentsRepository } from './modules/comments/comments.repository';
import { conventionsRepository } from './modules/conventions/conventions.repository';
import { draftsRepository } from './modules/drafts/drafts.repository';
import { filesRepository } from './modules/files/files.repository';
import { linkPreviewRepository } from './modules/link-preview/link-preview.repository';
import { messagesRepository } from './modules/messages/messages.repository';
import { moderationRepository } from './modules/moderation/moderation.repository';
import { notificationsRepository } from './modules/notifications/notifications.repository';
import { userSearch } from './modules/notifications/user-search';
import { postsRepository } from './modules/posts/posts.repository';
import { stockAlertsRepository } from './modules/stock-alerts/stock-alerts.repository';
import { stockTalkRepository } from './modules/stock-talk/stock-talk.repository';
import { usersRepository } from './modules/users/users.repository';
import { watchlistRepository } from './modules/watchlist/watchlist.repository';
import { followsRepository } from './modules/follows/follows.repository';
import { predictionsRepository } from './modules/predictions/predictions.repository';
import { sentimentRepository } from './modules/sentiment/sentiment.repository';

/**
 * The composition root of the data layer: every repository built once, on `db` (the primary) and
 * `read` (`app.dbRead`: a read replica when one is set up, else `db`), as `app.repos` for the
 * services' composition root (services.ts) and the notifications worker (docs/architecture.md
 * 'Wiring'). Repositories hold no state, so one of each serves every service. modules/search
 * builds its own (search.plugin.ts).
 */
function createRepositories(db: Kysely<Database>, read: Kysely<Database>, bestLikes: number) {
  return {
    ai: aiRepository(db),
    audit: moderationLog(db),
    boards: boardsRepository(db),
    comments: commentsRepository(db),
    conventions: conventionsRepository(db, read),
    drafts: draftsRepository(db),
    watchlist: watchlistRepository(db),
    sentiment: sentimentRepository(db),
    files: filesRepository(db),
    follows: followsRepository(db),
    linkPreviews: linkPreviewRepository(db),
    messages: messagesRepository(db),
    moderation: moderationRepository(db),
    notifications: notificationsRepository(db),
    /** Lists, records and leaders on `read`; writes and settling on `db`. */
    predictions: predictionsRepository(db, read),
    stockAlerts: stockAlertsRepository(db),
    /** Feeds, member lists and viewer state on `read`; single posts and writes on `db`. */
    posts: postsRepository(db, read, bestLikes),
    /** Posts with every read on the primary (moderation, comments, conventions, 종목토론). */
    postsOnPrimary: postsRepository(db, db, bestLikes),
    stockTalk: stockTalkRepository(db),
    users: usersRepository(db),
    /** Members by nickname prefix (@ suggestions), on the primary. */
    userSearch: userSearch(db),
    /** Public profiles and their activity, read wholly on `read`. */
    profiles: {
      users: usersRepository(read),
      posts: postsRepository(read, read, bestLikes),
      comments: commentsRepository(read),
      follows: followsRepository(read),
      predictions: predictionsRepository(read, read),
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: ReturnType<typeof createRepositories>;
  }
}

export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repos', createRepositories(app.db, app.dbRead, app.config.BEST_LIKES));
  },
  { name: 'repositories', dependencies: ['read-replica'] },
);
