// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { z } from 'zod';
import type {
  FundManagerAnswer,
  InfluencerAnswer,
  PeopleImportResult,
  Person,
  PersonBodyInput,
} from './ai';
import type {
  AuthResponse,
  ChangePasswordBody,
  ConfirmEmailBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  TokenResponse,
} from './auth';
import type { Board, BoardBody } from './boards';
import type {
  Comment,
  CommentBody,
  CommentLikeResult,
  CommentLikeStatus,
  DeleteCommentResult,
} from './comments';
import type { CommentSort } from './comment-messages';
import type { Neighbors, NoticeBody, Revision } from './conventions';
import type { Draft, DraftBody } from './drafts';
import { DELETE, GET, POST, PUT } from './endpoint';
import type { FileDeleted, FilesStatus, UploadedFile, UploadedFiles } from './files';
import type { Health, Readiness } from './health';
import type { LinkPreview } from './link-preview';
import type {
  AdminUser,
  AdminUserFilter,
  BlockedUser,
  BoardUpdateBody,
  ModerationLogEntry,
  MoveBody,
  ReasonBody,
  ReportBody,
  ReportGroup,
  ReportResult,
  ReportStatus as ReportStatusSchema,
  ResolveBody,
  ResolveResult,
  RestrictBody,
  RoleBody,
  SuccessMessage,
} from './moderation';
import type {
  MarkReadBody,
  Notification,
  NotificationSettings,
  UnreadCount,
  UserSuggestion,
} from './notifications';
import type { Paged } from './paging';
import type {
  FeedSort,
  LikeResult,
  PopularTimeRange,
  Post,
  PostBody,
  PostPage,
  SaveResult,
  ViewResult,
} from './posts';
import type { SearchPage, SearchPeriod, SearchScope, SearchSort } from './search';
import type { SiteInfo } from './site';
import type { HistoryPoint, HistoryRange, MarketIndex, MarketStatus, Stock } from './stocks';
import type { DiscussedPeriod } from './stock-talk-paths';
import type { DiscussedStock } from './stock-talk';
import type { WatchedStock } from './watchlist';
import type { AccountDeleted, LikeHistoryEntry, NicknameCheck, TokenValidity, User } from './users';

type ReportStatus = z.infer<typeof ReportStatusSchema>;

/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

interface PageParams {
  page?: number;
  size?: number;
}
interface FeedParams extends PageParams {
  sort?: FeedSort;
  /** The previous page's `nextCursor`. */
  cursor?: string;
}
interface BoardFeedParams extends FeedParams {
  /** 말머리 */
  category?: string;
}
interface ListLimit {
  limit?: number;
}

/**
 * Every call of the API (SPEC.md §7, CONTRACT.md), by module: the one place a path is written.
 * The web app reaches the server only through these (lib/http.ts `call`); the server's route test
 * (apps/server/test/http/endpoints.test.ts) fails when a registered route is missing here or an
 * entry here names no route. Legacy aliases (plugins/aliases.ts) are not listed.
 */
export const endpoints = {
  health: {
    live: GET('/healthz').returns<z.infer<typeof Health>>(),
    ready: GET('/readyz').returns<z.infer<typeof Readiness>>(),
  },
  site: {
    info: GET('/api/site').returns<SiteInfo>(),
  },
  boards: {
    list: GET('/api/boards').returns<Board[]>(),
    create: POST('/api/boards').body<In<typeof BoardBody>>().returns<Board>(),
    popular: GET('/api/boards/popular').returns<Board[]>(),
    newest: GET('/api/boards/new').returns<Board[]>(),
    subscribed: GET('/api/boards/subscribed').returns<Board[]>(),
    byName: GET('/api/boards/:name').returns<Board>(),
    subscribe: POST('/api/boards/:idOrName/subscribe').returns<Board>(),
    unsubscribe: POST('/api/boards/:idOrName/unsubscribe').returns<Board>(),
    update: PUT('/api/admin/boards/:id').body<In<typeof BoardUpdateBody>>().returns<Board>(),
  },
  auth: {
    register: POST('/api/auth/register').body<In<typeof RegisterBody>>().returns<AuthResponse>(),
    login: POST('/api/auth/login').body<In<typeof LoginBody>>().returns<AuthResponse>(),
    /** Opened in a popup, not fetched: `?origin=` the page's origin. */
    google: GET('/api/auth/google').query<{ origin: string }>().returns<string>(),
    googleCallback: GET('/api/auth/google/callback').returns<string>(),
    changePassword: POST('/api/auth/password')
      .body<In<typeof ChangePasswordBody>>()
      .returns<TokenResponse>(),
    logoutAll: POST('/api/auth/logout-all').returns<void>(),
    confirmEmail: POST('/api/auth/confirm-email')
      .body<In<typeof ConfirmEmailBody>>()
      .returns<MessageResponse>(),
    resendConfirmation: POST('/api/auth/confirm-email/resend').returns<MessageResponse>(),
  },
  users: {
    me: GET('/api/users/me').returns<User>(),
    deleteMe: DELETE('/api/users/me').returns<AccountDeleted>(),
    validateToken: GET('/api/users/validate-token').returns<TokenValidity>(),
    changeNickname: PUT('/api/users/nickname').body<{ nickname: string }>().returns<User>(),
    checkNickname: GET('/api/users/check-nickname')
      .query<{ nickname: string }>()
      .returns<NicknameCheck>(),
    myLikes: GET('/api/users/me/likes').returns<LikeHistoryEntry[]>(),
    savedPosts: GET('/api/users/saved-posts').query<PageParams>().returns<Paged<Post>>(),
    byNickname: GET('/api/users/nickname/:nickname').returns<User>(),
    byId: GET('/api/users/:id').returns<User>(),
    posts: GET('/api/users/:id/posts').query<PageParams>().returns<Paged<Post>>(),
    comments: GET('/api/users/:id/comments').query<PageParams>().returns<Paged<Comment>>(),
    /** @ mention suggestions: nicknames starting with these letters. */
    search: GET('/api/users/search').query<{ nickname: string }>().returns<UserSuggestion[]>(),
    blocks: GET('/api/users/me/blocks').returns<BlockedUser[]>(),
    block: POST('/api/users/me/blocks').body<{ userId: number }>().returns<SuccessMessage>(),
    unblock: DELETE('/api/users/me/blocks/:userId').returns<SuccessMessage>(),
  },
  posts: {
    list: GET('/api/posts').query<FeedParams>().returns<PostPage>(),
    create: POST('/api/posts').body<In<typeof PostBody>>().returns<Post>(),
    popular: GET('/api/posts/popular')
      .query<{ timeRange?: PopularTimeRange; size?: number; cursor?: string }>()
      .returns<PostPage>(),
    boardPopular: GET('/api/posts/board/:name/popular')
      .query<{ timeRange?: PopularTimeRange } & FeedParams>()
      .returns<PostPage>(),
    subscribed: GET('/api/posts/subscribed').query<FeedParams>().returns<PostPage>(),
    board: GET('/api/boards/:name/posts').query<BoardFeedParams>().returns<PostPage>(),
    byId: GET('/api/posts/:id').returns<Post>(),
    update: PUT('/api/posts/:id').body<In<typeof PostBody>>().returns<Post>(),
    remove: DELETE('/api/posts/:id').returns<SuccessMessage>(),
    /** status 1 추천, -1 비추천, 0 취소. */
    like: POST('/api/like/post/:id').query<{ status: 1 | 0 | -1 }>().returns<LikeResult>(),
    save: POST('/api/posts/:id/save').body<{ saved?: boolean }>().returns<SaveResult>(),
    unsave: POST('/api/posts/:id/unsave').returns<SaveResult>(),
    view: POST('/api/posts/:id/view').returns<ViewResult>(),
    notices: GET('/api/posts/notices').query<{ boardName?: string }>().returns<Post[]>(),
    best: GET('/api/posts/best').query<{ boardName?: string } & PageParams>().returns<PostPage>(),
    neighbors: GET('/api/posts/:id/neighbors').returns<Neighbors>(),
    revisions: GET('/api/posts/:id/revisions').returns<Revision[]>(),
    setNotice: PUT('/api/admin/posts/:id/notice').body<In<typeof NoticeBody>>().returns<Post>(),
    search: GET('/api/posts/search')
      .query<
        {
          query: string;
          scope?: SearchScope;
          sort?: SearchSort;
          period?: SearchPeriod;
          boardName?: string;
          category?: string;
        } & PageParams
      >()
      .returns<SearchPage | { data?: SearchPage }>(),
  },
  drafts: {
    list: GET('/api/drafts').returns<Draft[]>(),
    create: POST('/api/drafts').body<In<typeof DraftBody>>().returns<Draft>(),
    byId: GET('/api/drafts/:id').returns<Draft>(),
    update: PUT('/api/drafts/:id').body<In<typeof DraftBody>>().returns<Draft>(),
    remove: DELETE('/api/drafts/:id').returns<void>(),
  },
  comments: {
    ofPost: GET('/api/comments/post/:postId')
      .query<{ sort?: CommentSort; includeUserInfo?: boolean } & PageParams>()
      .returns<Paged<Comment>>(),
    create: POST('/api/comments').body<In<typeof CommentBody>>().returns<Comment>(),
    update: PUT('/api/comments/:id').body<{ content: string }>().returns<Comment>(),
    remove: DELETE('/api/comments/:id').returns<DeleteCommentResult>(),
    /** value 1 좋아요, 0 취소. */
    like: POST('/api/comments/:id/like').query<{ value: 0 | 1 }>().returns<CommentLikeResult>(),
    unlike: DELETE('/api/comments/:id/like').returns<CommentLikeResult>(),
    likeStatus: GET('/api/like/comment/status/:id').returns<z.infer<typeof CommentLikeStatus>>(),
  },
  ai: {
    /** `name=check_limit` reads the allowance without using it. */
    influencer: GET('/api/influencers/ai-agent-search')
      .query<{ name: string }>()
      .returns<InfluencerAnswer>(),
    fundManager: GET('/api/fundmanager/ai-search')
      .query<{ query: string }>()
      .returns<FundManagerAnswer>(),
    /** Server-sent events (ai-wire.ts AiStreamEvent). */
    influencerStream: GET('/api/influencers/ai-agent-search/stream').query<{ name: string }>(),
    fundManagerStream: GET('/api/fundmanager/ai-search/stream').query<{ query: string }>(),
    people: GET('/api/admin/people')
      .query<{ query?: string } & PageParams>()
      .returns<Paged<Person>>(),
    addPerson: POST('/api/admin/people').body<PersonBodyInput>().returns<Person>(),
    exportPeople: GET('/api/admin/people/export').returns<unknown[]>(),
    importPeople: POST('/api/admin/people/import').body<unknown[]>().returns<PeopleImportResult>(),
    updatePerson: PUT('/api/admin/people/:id').body<PersonBodyInput>().returns<Person>(),
    removePerson: DELETE('/api/admin/people/:id').returns<SuccessMessage>(),
  },
  stocks: {
    /** Most traded by volume; limit 1..50 (default 10). */
    popular: GET('/api/stock/popular').query<ListLimit>().returns<Stock[]>(),
    gainers: GET('/api/stock/gainers').query<ListLimit>().returns<Stock[]>(),
    losers: GET('/api/stock/losers').query<ListLimit>().returns<Stock[]>(),
    indices: GET('/api/stock/indices').returns<MarketIndex[]>(),
    /** name: Korean name, initial consonants (ㅅㅅㅈㅈ), English name or code; blank → []. */
    search: GET('/api/stock/search').query<{ name: string } & ListLimit>().returns<Stock[]>(),
    info: GET('/api/stock/info/:stockCode').returns<Stock>(),
    history: GET('/api/stock/history/:stockCode')
      .query<{ range?: HistoryRange }>()
      .returns<HistoryPoint[]>(),
    /** codes=005930,000660 (at most 50), answered in the order asked; unknown codes left out. */
    quotes: GET('/api/stock/quotes').query<{ codes: string }>().returns<Stock[]>(),
    marketStatus: GET('/api/stock/market-status').returns<MarketStatus>(),
    discussed: GET('/api/stock/discussed')
      .query<{ period?: DiscussedPeriod }>()
      .returns<DiscussedStock[]>(),
    posts: GET('/api/stock/:stockCode/posts').query<PageParams>().returns<PostPage>(),
  },
  watchlist: {
    /** The member's 관심종목 in the order added, with their quotes. */
    list: GET('/api/stock/watchlist').returns<WatchedStock[]>(),
    /** 204, also when already watched; 400 past WATCHLIST_MAX. */
    add: PUT('/api/stock/watchlist/:stockCode').returns<void>(),
    remove: DELETE('/api/stock/watchlist/:stockCode').returns<void>(),
  },
  files: {
    /** Connectivity check and the upload limits. */
    status: GET('/api/files').returns<FilesStatus>(),
    /** Multipart, field `file`. */
    image: POST('/api/files/image').returns<UploadedFile>(),
    /** Multipart, field `files`. */
    images: POST('/api/files/images').returns<UploadedFiles>(),
    /** Multipart, field `file`, streamed to storage. */
    video: POST('/files/videos').returns<UploadedFile>(),
    imageFile: GET('/api/files/images/:name').returns<Blob>(),
    videoFile: GET('/api/files/videos/:name').returns<Blob>(),
    remove: DELETE('/files').query<{ fileUrl: string }>().returns<FileDeleted>(),
  },
  linkPreview: {
    get: GET('/api/link-preview').query<{ url: string }>().returns<LinkPreview>(),
  },
  moderation: {
    report: POST('/api/reports').body<In<typeof ReportBody>>().returns<ReportResult>(),
    reports: GET('/api/admin/reports')
      .query<{ status?: ReportStatus } & PageParams>()
      .returns<Paged<ReportGroup>>(),
    resolve: POST('/api/admin/reports/resolve')
      .body<In<typeof ResolveBody>>()
      .returns<ResolveResult>(),
    log: GET('/api/admin/log').query<PageParams>().returns<Paged<ModerationLogEntry>>(),
    users: GET('/api/admin/users')
      .query<{ query?: string; only?: AdminUserFilter } & PageParams>()
      .returns<Paged<AdminUser>>(),
    restrict: POST('/api/admin/users/:id/restrict')
      .body<In<typeof RestrictBody>>()
      .returns<AdminUser>(),
    unrestrict: POST('/api/admin/users/:id/unrestrict')
      .body<In<typeof ReasonBody>>()
      .returns<AdminUser>(),
    setRole: PUT('/api/admin/users/:id/role').body<In<typeof RoleBody>>().returns<AdminUser>(),
    removePost: DELETE('/api/admin/posts/:id').returns<SuccessMessage>(),
    movePost: POST('/api/admin/posts/:id/move')
      .body<In<typeof MoveBody>>()
      .returns<SuccessMessage>(),
    removeComment: DELETE('/api/admin/comments/:id').returns<SuccessMessage>(),
  },
  notifications: {
    list: GET('/api/notifications').query<PageParams>().returns<Paged<Notification>>(),
    unreadCount: GET('/api/notifications/unread-count').returns<UnreadCount>(),
    markRead: POST('/api/notifications/read').body<In<typeof MarkReadBody>>().returns<void>(),
    settings: GET('/api/notifications/settings').returns<NotificationSettings>(),
    updateSettings: PUT('/api/notifications/settings')
      .body<Partial<NotificationSettings>>()
      .returns<NotificationSettings>(),
  },
} as const;
