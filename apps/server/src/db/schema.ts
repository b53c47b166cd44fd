// Over 400 lines: one interface per table of migrations/, kept together as Kysely's one Database type.
import type { NoticeScope as WireNoticeScope } from '@myeolgong/contract/conventions';
import type { FileKind } from '@myeolgong/contract/files';
import type { LinkPreviewType } from '@myeolgong/contract/link-preview';
import type {
  ModerationTargetType,
  ReportStatus,
  ReportTargetType,
} from '@myeolgong/contract/moderation-rules';
import type { NotificationType } from '@myeolgong/contract/notification-types';
import type { PostType } from '@myeolgong/contract/posts';
import type {
  PredictionDirection,
  PredictionHorizon,
  PredictionStatus,
} from '@myeolgong/contract/predictions';
import type { Stance } from '@myeolgong/contract/sentiment';
import type { Role, UserBadge } from '@myeolgong/contract/users';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Row types of the SQL in migrations/. Keep them in step with every migration. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

// The wire's enums are the columns' values (issue 43: wire types only from the contract).
export type { PostType, Role };

interface UsersTable {
  id: Generated<number>;
  email: string | null;
  password_hash: string | null;
  google_sub: string | null;
  nickname: string | null;
  profile_image: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  token_version: Generated<number>;
  restricted_until: Date | null;
  /** When the owner proved the e-mail address (Google verified it, or a confirmation link). */
  email_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** Sign-up agreements (0036): when each was given, null while not. */
  terms_agreed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  privacy_agreed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  age14_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  marketing_agreed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A badge an operator granted (0036): '운영자' or null. */
  badge: ColumnType<UserBadge | null, UserBadge | null | undefined, UserBadge | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: Date | null;
  /** Kept equal to the follows rows by the trigger of migration 0030. */
  followers_count: Generated<number>;
  following_count: Generated<number>;
}

interface BoardsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: Generated<string>;
  icon_url: string | null;
  banner_url: string | null;
  subscriber_count: Generated<number>;
  post_count: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  /** 말머리 the operators set (0014), in their order. */
  categories: ColumnType<string[], string[] | undefined, string[]>;
  category_required: Generated<boolean>;
}

interface BoardSubscriptionsTable {
  board_id: number;
  user_id: number;
  created_at: CreatedAt;
}

interface PostsTable {
  id: Generated<number>;
  board_id: number;
  author_id: number;
  type: PostType;
  title: string;
  content: Generated<string>;
  url: string | null;
  image_url: string | null;
  video_url: string | null;
  images: ColumnType<string[], string[] | undefined, string[]>;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  view_count: Generated<number>;
  /** Hidden pending review (0005): set at REPORT_HIDE_THRESHOLD open reports. */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Held for review as a solicitation (migration 0034): set only while hidden_at is. */
  held_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hot_score: Generated<number>;
  /** lib/search-tokens.ts documentTokens(searchText(title, content)). */
  search_tokens: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: Date | null;
  /** 0014: notice scope, 말머리, 비추천 count, 개념글 promotion time, last text change. */
  notice: ColumnType<NoticeScope | null, NoticeScope | null | undefined, NoticeScope | null>;
  noticed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  category: ColumnType<string | null, string | null | undefined, string | null>;
  dislike_count: Generated<number>;
  best_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 0028: the author's stance on the first mentioned stock when posted (set at insert only). */
  stance: ColumnType<Stance | null, Stance | null | undefined, never>;
}

/** A pinned post's scope as stored: the wire's 'none' (not pinned) is a null column. */
export type NoticeScope = Exclude<WireNoticeScope, 'none'>;

interface PostDislikesTable {
  post_id: number;
  user_id: number;
  created_at: CreatedAt;
}

interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  title: string;
  content: string;
  edited_at: Date;
}

/** 관심종목 (migration 0026): one row per member and watched stock. */
interface StockWatchlistTable {
  user_id: number;
  stock_code: string;
  added_at: CreatedAt;
}

/** 쪽지 (migration 0032): one row per message; hidden per member, removed by an operator. */
interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  content: string;
  to_stranger: boolean;
  created_at: CreatedAt;
  read_at: Date | null;
  sender_hidden_at: Date | null;
  recipient_hidden_at: Date | null;
  removed_at: Date | null;
}

/** 매수·매도 의견 (migration 0028): one row per member, stock and Korean day. */
interface StockSentimentsTable {
  user_id: number;
  stock_code: string;
  /** YYYY-MM-DD (selected as text; a date column would parse in the process's time zone). */
  day: ColumnType<string, string, string>;
  stance: Stance;
  updated_at: Generated<Date>;
}

/** The day's counts per stock, kept by the trigger count_stock_sentiment (0028). */
interface StockSentimentCountsTable {
  stock_code: string;
  day: ColumnType<string, string, string>;
  buy: Generated<number>;
  sell: Generated<number>;
  hold: Generated<number>;
}

interface DraftsTable {
  id: Generated<number>;
  user_id: number;
  board_name: string | null;
  category: string | null;
  type: ColumnType<PostType, PostType | undefined, PostType>;
  title: Generated<string>;
  content: Generated<string>;
  url: string | null;
  image_url: string | null;
  video_url: string | null;
  images: ColumnType<string[], string[] | undefined, string[]>;
  /** The editor whose saves made it, and its latest save's revision (migration 0022). */
  editor_key: string | null;
  editor_revision: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

interface PostLikesTable {
  post_id: number;
  user_id: number;
  created_at: CreatedAt;
}

/** Like and dislike changes not yet folded into their post (migration 0019, decision 028). */
interface PostReactionDeltasTable {
  post_id: number;
  likes: number;
  dislikes: number;
}

interface SavedPostsTable {
  user_id: number;
  post_id: number;
  created_at: CreatedAt;
}

interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  author_id: number;
  parent_id: number | null;
  content: string;
  like_count: Generated<number>;
  reply_count: Generated<number>;
  /** Hidden pending review (0005): set at REPORT_HIDE_THRESHOLD open reports. */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Held for review as a solicitation (migration 0034): set only while hidden_at is. */
  held_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: Date | null;
  /** lib/search-tokens.ts documentTokens(content) (0009); null until the search backfill ran. */
  search_tokens: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** The last change of the content (0014); null: never edited. */
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

interface CommentLikesTable {
  comment_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface PersonLink {
  title: string;
  url: string;
}

export interface PersonFactRow {
  label: string;
  value: string;
  source: string;
}

interface PeopleTable {
  id: Generated<number>;
  /** The lasting id of a knowledge-file entry (and of imports); null for some operator entries. */
  slug: string | null;
  name: string;
  hanja: string | null;
  romanized: string | null;
  aliases: ColumnType<string[], string[] | undefined, string[]>;
  category: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  descriptor: Generated<string>;
  born: string | null;
  died: string | null;
  summary: string;
  summary_source: string | null;
  facts: ColumnType<PersonFactRow[], string | undefined, string>;
  stock_codes: ColumnType<string[], string[] | undefined, string[]>;
  as_of: ColumnType<string | null, string | null | undefined, string | null>;
  links: ColumnType<PersonLink[], string | undefined, string>;
  /** shipped: loaded from the knowledge files; operator: written in /admin or imported. */
  origin: ColumnType<
    'shipped' | 'operator',
    'shipped' | 'operator' | undefined,
    'shipped' | 'operator'
  >;
  /** An operator changed this shipped entry: later shipped versions leave it alone. */
  edited: Generated<boolean>;
  /** A shipped entry an operator removed: hidden, and not brought back by the next load. */
  removed_at: Date | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

interface KnowledgeLoadsTable {
  name: string;
  checksum: string;
  loaded_at: Timestamp;
}

interface AiUsageTable {
  user_id: number;
  /** The calendar day in Asia/Seoul, 'YYYY-MM-DD'. */
  day: ColumnType<string, string, string>;
  count: Generated<number>;
}

export interface FilesTable {
  id: Generated<number>;
  owner_id: number;
  kind: FileKind;
  /** The generated public name, e.g. 3f…e1.jpg. */
  name: string;
  storage_key: string;
  variant_keys: ColumnType<string[], string[] | undefined, string[]>;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
  sha256: string;
  created_at: CreatedAt;
}

/** Which uploads a post uses (0011): `upload_id` is the 28-hex id of the upload's name. */
interface PostUploadsTable {
  post_id: number;
  upload_id: string;
}

interface PostStocksTable {
  post_id: number;
  stock_code: string;
  stock_name: string;
  /** Place among the post's own mentions; null when only its comments mention the stock. */
  position: number | null;
  post_created_at: Date;
}

/** How many post_stocks rows each stock has (migration 0018), kept by triggers. */
interface StockPostCountsTable {
  stock_code: string;
  posts: number;
}

interface CommentStocksTable {
  comment_id: number;
  post_id: number;
  stock_code: string;
  stock_name: string;
  position: number;
  created_at: Date;
}

/** A member an `@닉네임` in a post or comment names (migration 0017), kept by triggers. */
interface PostMentionsTable {
  post_id: number;
  user_id: number;
  /** The nickname as written in the text (the member may have changed it since). */
  written: string;
  position: number;
}

interface CommentMentionsTable {
  comment_id: number;
  user_id: number;
  written: string;
  position: number;
}

export interface LinkPreviewsTable {
  url_hash: string;
  url: string;
  type: LinkPreviewType;
  title: string | null;
  description: string | null;
  image: string | null;
  site_name: string | null;
  favicon: string | null;
  ok: boolean;
  fetched_at: Timestamp;
  expires_at: Timestamp;
}

interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  target_user_id: number | null;
  reason: string;
  details: Generated<string>;
  status: ColumnType<ReportStatus, 'OPEN' | undefined, ReportStatus>;
  resolved_by: number | null;
  resolved_at: Date | null;
  created_at: CreatedAt;
}

interface UserBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: CreatedAt;
}

export type ModerationDetails = Record<string, string | number | boolean | null>;

interface ModerationLogTable {
  id: Generated<number>;
  actor_id: number;
  action: string;
  target_type: ModerationTargetType;
  target_id: number;
  reason: Generated<string>;
  /** jsonb: written as a JSON string, read back as an object. */
  details: ColumnType<ModerationDetails, string | undefined, never>;
  created_at: CreatedAt;
}

/** Written by the triggers of 0013 (never by the app); the app reads, marks read and prunes. */
interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  actor_id: number | null;
  post_id: number | null;
  comment_id: number | null;
  text: Generated<string>;
  count: Generated<number>;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  since: CreatedAt;
  pushed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** STOCK_MOVE and STOCK_BUZZ (migration 0029): the stock, its name as listed when written. */
  stock_code: ColumnType<string | null, string | null | undefined, string | null>;
  stock_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 종목 소식 sent (migration 0029): one row per stock, level and trading day (Asia/Seoul). */
interface StockAlertsSentTable {
  stock_code: string;
  trading_day: ColumnType<string, string, never>;
  level: string;
  created_at: CreatedAt;
}

/** 팔로우 (migration 0030): the follower follows the followee. */
interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: CreatedAt;
}

/** 예측 기록 (migration 0031): only inserted, settled once, or deleted in its first 10 minutes. */
interface PredictionsTable {
  id: Generated<number>;
  user_id: number;
  stock_code: string;
  stock_name: string;
  direction: PredictionDirection;
  horizon: PredictionHorizon;
  reason: string | null;
  start_price: number;
  created_at: ColumnType<Date, Date, never>;
  settle_at: ColumnType<Date, Date, never>;
  status: ColumnType<PredictionStatus, PredictionStatus | undefined, PredictionStatus>;
  end_price: number | null;
  /** The close's trading day, YYYY-MM-DD. */
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  return_rate: number | null;
  hit: boolean | null;
  settled_at: Date | null;
}

interface NotificationSettingsTable {
  user_id: number;
  /** The types the member turned off. */
  disabled: ColumnType<string[], string[] | undefined, string[]>;
}

interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  boards: BoardsTable;
  board_subscriptions: BoardSubscriptionsTable;
  posts: PostsTable;
  post_likes: PostLikesTable;
  post_reaction_deltas: PostReactionDeltasTable;
  post_dislikes: PostDislikesTable;
  post_revisions: PostRevisionsTable;
  drafts: DraftsTable;
  stock_watchlist: StockWatchlistTable;
  messages: MessagesTable;
  stock_sentiments: StockSentimentsTable;
  stock_sentiment_counts: StockSentimentCountsTable;
  saved_posts: SavedPostsTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  files: FilesTable;
  post_uploads: PostUploadsTable;
  post_stocks: PostStocksTable;
  comment_stocks: CommentStocksTable;
  stock_post_counts: StockPostCountsTable;
  post_mentions: PostMentionsTable;
  comment_mentions: CommentMentionsTable;
  link_previews: LinkPreviewsTable;
  reports: ReportsTable;
  user_blocks: UserBlocksTable;
  follows: FollowsTable;
  predictions: PredictionsTable;
  moderation_log: ModerationLogTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  stock_alerts_sent: StockAlertsSentTable;
  schema_migrations: SchemaMigrationsTable;
  people: PeopleTable;
  knowledge_loads: KnowledgeLoadsTable;
  ai_usage: AiUsageTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
