import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from './lib/mailer';
import { aiService } from './modules/ai/ai.service';
import { builtinAnalyst } from './modules/ai/engine/builtin-analyst';
import { llmEngine } from './modules/ai/engine/llm-engine';
import { peopleService } from './modules/ai/people.service';
import { createToolbox } from './modules/ai/tools/registry';
import { stockPortOf } from './modules/ai/tools/stock-service-port';
import { authService } from './modules/auth/auth.service';
import { boardsService } from './modules/boards/boards.service';
import { commentsService } from './modules/comments/comments.service';
import { conventionsService } from './modules/conventions/conventions.service';
import { draftsService } from './modules/drafts/drafts.service';
import { filesService } from './modules/files/files.service';
import { imageJobs } from './modules/files/image-jobs';
import { storageFromConfig } from './modules/files/storage';
import { scheduleUploadCleanup, uploadCleanup } from './modules/files/upload-cleanup';
import { previewFetch, linkPreviewService } from './modules/link-preview/link-preview.service';
import { heldService } from './modules/moderation/held.service';
import { messageEvents } from './modules/messages/message-events';
import { messagesService } from './modules/messages/messages.service';
import { moderationService } from './modules/moderation/moderation.service';
import { schedulePruning } from './modules/notifications/notification-jobs';
import { notificationsService } from './modules/notifications/notifications.service';
import { counterFlush } from './modules/posts/counter-flush';
import { postsService } from './modules/posts/posts.service';
import type { AllMarksReader, ViewerStateReader } from './plugins/viewer-marks';
import { trailingCounts } from './modules/posts/trailing-count';
import {
  memoryViewCounter,
  redisViewCounter,
  type ViewCounter,
} from './modules/posts/view-counter';
import { stockTalkService } from './modules/stock-talk/stock-talk.service';
import { watchlistService } from './modules/watchlist/watchlist.service';
import { followsService } from './modules/follows/follows.service';
import { predictionsService } from './modules/predictions/predictions.service';
import { sentimentService } from './modules/sentiment/sentiment.service';
import { usersService } from './modules/users/users.service';

/**
 * The composition root of the services: every service built once, from `app.repos` and the app's
 * other decorators (config, tokens, rateLimiter, forgetMember, realtime, searchService), and handed
 * to the route files as `app.services` (docs/architecture.md 'Wiring'). What a service keeps in
 * memory (the posts' view counter and counter flush, 종목토론's stock lookup and ranking, the
 * image-job queue, the AI's index of names, link previews in flight) lives once per app, as it did
 * in its route file. The background work of what is built here (the counter flush, the sweep of
 * unused uploads, the pruning of old notifications) starts when the app is ready and stops when it
 * closes; the mailer closes with the app.
 */
function createServices(app: FastifyInstance, views: ViewCounter) {
  const { config, repos, log } = app;

  // Views and like/dislike deltas reach the post rows in batches (decision 028).
  const counters = counterFlush(repos.posts, config.POST_COUNTER_FLUSH_MS, (err) =>
    log.warn({ err }, '게시글 조회수·추천수를 반영하지 못했습니다'),
  );
  app.addHook('onReady', async () => counters.start());
  app.addHook('onClose', async () => {
    // Fastify runs close hooks before the requests in flight end: the batch of likes being
    // written goes into the last fold too.
    await repos.posts.likesSettled();
    await counters.stop();
  });
  // With other instances writing likes too (REDIS_URL: the cluster), one exact count for every
  // open tab a moment after a like (decision 028).
  const trailing = config.REDIS_URL
    ? trailingCounts(
        async (postId) => {
          // The exact count may meet the 개념글 rule that no instance's own like request saw: the
          // read promotes the post then.
          const counts = await repos.posts.exactCounts(postId);
          if (!counts) return;
          await app.realtime.publish('postLikes', {
            postId,
            likes: counts.likes,
            dislikes: counts.dislikes,
          });
        },
        (err) => log.warn({ err }, '게시글 추천수를 다시 알리지 못했습니다'),
      )
    : undefined;
  app.addHook('onClose', async () => trailing?.stop());

  // Uploads no post uses are swept from the storage built here, which the files service writes.
  const storage = storageFromConfig(config);
  if (config.UPLOAD_CLEANUP_INTERVAL_SECONDS > 0) {
    const sweep = scheduleUploadCleanup(
      uploadCleanup({
        files: repos.files,
        storage,
        unattachedHours: config.UPLOAD_UNATTACHED_HOURS,
      }),
      config.UPLOAD_CLEANUP_INTERVAL_SECONDS,
      log,
    );
    app.addHook('onReady', async () => sweep.start());
    app.addHook('onClose', async () => sweep.stop());
  }

  const prune = schedulePruning(repos.notifications, config.NOTIFICATIONS_RETENTION_DAYS, log);
  app.addHook('onReady', async () => prune.start());
  app.addHook('onClose', async () => prune.stop());

  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from:
      config.MAIL_FROM ??
      `${config.SITE_NAME} <no-reply@${config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : 'localhost'}>`,
    log,
  });
  if (mailer) app.addHook('onClose', async () => mailer.close());

  // The stock module decorates the app with `stocks` after this; a test may take it away.
  const toolbox = createToolbox({
    repo: repos.ai,
    search: app.searchService,
    stocks: stockPortOf(() =>
      app.hasDecorator('stocks') ? Reflect.get(app, 'stocks') : undefined,
    ),
    siteName: config.SITE_NAME,
  });
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? llmEngine(
          {
            baseURL: config.LLM_BASE_URL,
            apiKey: config.LLM_API_KEY,
            model: config.LLM_MODEL,
            timeoutMs: config.LLM_TIMEOUT_MS,
            maxRetries: config.LLM_MAX_RETRIES,
            maxTokens: config.LLM_MAX_TOKENS,
            tokenBudget: config.LLM_TOKEN_BUDGET,
          },
          toolbox.sets,
          config.SITE_NAME,
        )
      : null;

  // Signed-in lists take the member's own marks from memory (plugins/viewer-marks.ts).
  const marking = <R extends { viewerState: ViewerStateReader; allMarks: AllMarksReader }>(
    repo: R,
  ): R => ({
    ...repo,
    viewerState: app.viewerMarks.cached(repo.viewerState, repo.allMarks),
  });
  const boards = boardsService(repos.boards, repos.audit);
  const stockTalk = stockTalkService({
    repository: repos.stockTalk,
    posts: marking(repos.postsOnPrimary),
    stocks: () => app.stocks,
    // A mention written on any instance counts the ranking again on every one.
    invalidations: app.responseCache,
  });

  const comments = commentsService({
    comments: repos.comments,
    posts: repos.postsOnPrimary,
    realtime: app.realtime,
    audit: repos.audit,
    stockTalk,
  });
  const posts = postsService({
    posts: marking(repos.posts),
    boards: repos.boards,
    views,
    counters,
    realtime: app.realtime,
    ...(trailing && { trailing }),
    audit: repos.audit,
    stockTalk,
    drafts: repos.drafts,
  });

  return {
    ai: aiService({
      repo: repos.ai,
      builtin: builtinAnalyst(toolbox),
      llm,
      dailyLimit: config.AI_DAILY_LIMIT,
      answerTimeoutMs: config.AI_ANSWER_TIMEOUT_MS,
      limiter: app.rateLimiter,
      log,
    }),
    auth: authService({
      users: repos.users,
      tokens: app.tokens,
      limiter: app.rateLimiter,
      adminEmails: config.ADMIN_EMAILS,
      firstOperatorEmail: config.ADMIN_EMAIL,
      mailer,
      publicOrigin: config.PUBLIC_ORIGIN,
      siteName: config.SITE_NAME,
      forgetMember: app.forgetMember,
      log,
    }),
    boards,
    comments,
    conventions: conventionsService({
      conventions: repos.conventions,
      posts: marking(repos.postsOnPrimary),
      boards: repos.boards,
      audit: repos.audit,
    }),
    drafts: draftsService(repos.drafts),
    watchlist: watchlistService(repos.watchlist, () => app.stocks),
    /** 매수·매도 의견: the rows and counts, the closes from `app.stocks`'s daily history. */
    sentiment: sentimentService(repos.sentiment, () => app.stocks),
    /** 팔로우: follow, unfollow and the two lists (the following feed is `posts.following`). */
    follows: followsService(repos.follows),
    files: filesService({
      storage,
      files: repos.files,
      limiter: app.rateLimiter,
      videoMaxBytes: config.VIDEO_MAX_BYTES,
      maxPixels: config.IMAGE_MAX_PIXELS,
      jobs: imageJobs({
        concurrency: config.IMAGE_JOBS_CONCURRENCY,
        queue: config.IMAGE_JOBS_QUEUE,
      }),
      quota: {
        bytes: config.UPLOAD_DAILY_QUOTA_MB * 1024 * 1024,
        files: config.UPLOAD_DAILY_QUOTA_FILES,
      },
    }),
    linkPreview: linkPreviewService({
      previews: repos.linkPreviews,
      limiter: app.rateLimiter,
      fetch: previewFetch(config.LINK_PREVIEW_ALLOW_HOSTS),
    }),
    /** The queue of posts and comments held for review as solicitation (리딩방). */
    held: heldService({ db: app.db, posts, comments, log: repos.audit }),
    /**
     * 쪽지. `onSent(listener)` is the one in-process place a new message is published (with its
     * delivery to `/user/queue/messages`): Web Push subscribes there (message-events.ts).
     */
    messages: messagesService({
      messages: repos.messages,
      realtime: app.realtime,
      events: messageEvents(log),
    }),
    moderation: moderationService({
      moderation: repos.moderation,
      log: repos.audit,
      posts,
      comments,
      boards: repos.boards,
      boardsService: boards,
      reportHideThreshold: config.REPORT_HIDE_THRESHOLD,
      forgetMember: app.forgetMember,
      visibilityChanged: stockTalk.changed,
    }),
    notifications: notificationsService({
      notifications: repos.notifications,
      userSearch: repos.userSearch,
    }),
    /** The operators' knowledge base; every change makes the AI read the names again. */
    people: peopleService({
      db: app.db,
      repo: repos.ai,
      audit: repos.audit,
      changed: toolbox.forgetPeople,
    }),
    posts,
    /** 예측 기록: priced and clocked by `app.stocks`; settling is predictions.plugin.ts. */
    predictions: predictionsService(repos.predictions, () => app.stocks, {
      exists: async (id) => (await repos.users.findById(id)) !== undefined,
    }),
    /** Public profiles and their activity, read on `app.dbRead` (a read replica when set up). */
    profiles: usersService({
      ...repos.profiles,
      forgetMember: app.forgetMember,
      siteName: config.SITE_NAME,
    }),
    /** `$종목` mentions (posts, comments), 종목토론 and 토론 많은 종목. */
    stockTalk,
    users: usersService({
      users: repos.users,
      posts: repos.posts,
      comments: repos.comments,
      follows: repos.follows,
      predictions: repos.predictions,
      forgetMember: app.forgetMember,
      siteName: config.SITE_NAME,
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: ReturnType<typeof createServices>;
  }
}

export default fp(
  async function services(app: FastifyInstance) {
    const { config } = app;
    // The 5-minute view windows: shared by every instance through Redis when there is one.
    const views = config.REDIS_URL
      ? await redisViewCounter({ url: config.REDIS_URL, prefix: config.REDIS_PREFIX, log: app.log })
      : memoryViewCounter();
    app.addHook('onClose', () => views.close());
    app.decorate('services', createServices(app, views));
  },
  {
    name: 'services',
    dependencies: ['repositories', 'auth', 'realtime', 'search-service'],
  },
);
