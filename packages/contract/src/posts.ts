import { z } from 'zod';
import { groupDigits } from './korean-number';
import { stances } from './sentiment';

/** A stock a post mentions: `Post.stocks`, in the order of the text, at most 10 (stock-talk.ts). */
export const StockMention = z
  .object({ stockCode: z.string(), stockName: z.string() })
  .meta({ id: 'StockMention' });
export type StockMention = z.infer<typeof StockMention>;

/**
 * A member a post or comment mentions with `@닉네임`: the nickname as written in the text and
 * the member it named then, so the mention still leads to them after a nickname change.
 */
export const MemberMention = z
  .object({ nickname: z.string(), userId: z.number().int() })
  .meta({ id: 'MemberMention' });
export type MemberMention = z.infer<typeof MemberMention>;

export const PostType = z.enum(['TEXT', 'IMAGE', 'LINK', 'VIDEO', 'POLL']);
export type PostType = z.infer<typeof PostType>;

const PostAuthor = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
});

/**
 * A post with every field of SPEC.md §3, including the alternative names clients read
 * (likes/uplikes/uplikeCount = likeCount, mediaUrl = the post's main media).
 */
export const Post = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Sanitised: plain text, or the limited HTML of CONTRACT.md. */
    content: z.string(),
    type: PostType,
    url: z.string().nullable(),
    imageUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    images: z.array(z.string()),
    author: PostAuthor,
    authorId: z.number().int(),
    authorNickname: z.string(),
    authorProfileImage: z.string().nullable(),
    boardId: z.number().int(),
    boardName: z.string(),
    boardDisplayName: z.string(),
    /** The web path of the board, e.g. /boards/stock. */
    boardPath: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    likeCount: z.number().int(),
    likes: z.number().int(),
    uplikes: z.number().int(),
    uplikeCount: z.number().int(),
    commentCount: z.number().int(),
    viewCount: z.number().int(),
    /** 1 when the signed-in member likes the post, -1 when they dislike it (비추천), else 0. */
    likeStatus: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
    userHasliked: z.boolean(),
    /** Whether the signed-in member saved the post. */
    saved: z.boolean(),
    /** The stocks the title and content mention (`$삼성전자`), in order, at most 10. */
    stocks: z.array(StockMention).optional(),
    /** The members the content mentions (`@닉네임`), in order of first mention, at most 10. */
    mentions: z.array(MemberMention).optional(),
    /** 비추천 count: the members who dislike the post. */
    dislikes: z.number().int(),
    /** 개념글: promoted once its likes reached BEST_LIKES ahead of its dislikes; it stays. */
    best: z.boolean(),
    /** Pinned by an operator as a board notice, a site-wide notice, or not at all. */
    notice: z.enum(['board', 'site']).nullable(),
    /** 말머리: one of its board's categories. */
    category: z.string().nullable(),
    /** The last change of the title or content; null until the text changes (수정됨). */
    editedAt: z.string().nullable(),
    /**
     * 매수·매도 의견: its author's stance on the first stock it mentions (`stocks[0]`) when it was
     * posted, or null (CONTRACT.md 'Member sentiment'). Set at creation; an edit keeps it.
     */
    stance: z.enum(stances).nullable(),
    /**
     * Held for review as a solicitation (리딩방·유사투자자문, CONTRACT.md 'Clean stock talk'): only
     * its author and operators see it, marked "검토 중" with `heldReason`.
     */
    held: z.boolean(),
    heldReason: z.string().nullable(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof Post>;

/** How a post's author is named when the account is gone or has no nickname yet. */
export const deletedAuthorName = '탈퇴한 사용자';
export const unnamedAuthor = (id: number) => `사용자 ${id}`;

export const TITLE_MAX = 300;
export const URL_MAX = 2048;
export const IMAGES_MAX = 5;
export const CONTENT_MAX = 100_000;

/** The Korean messages of SPEC.md §5 'Post', shared by the server and the post form. */
export const postMessages = {
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: `제목은 ${TITLE_MAX}자 이내로 입력해주세요.`,
  titleInvisible:
    '제목에 보이는 글자를 입력해주세요. 공백이나 보이지 않는 문자만으로는 쓸 수 없습니다.',
  boardRequired: '게시판을 선택해주세요.',
  boardUnknown: '존재하지 않는 게시판입니다.',
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: `내용은 ${groupDigits(CONTENT_MAX)}자 이내로 입력해주세요.`,
  urlRequired: 'URL을 입력해주세요.',
  urlInvalid: '올바른 URL을 입력해주세요.',
  urlTooLong: `URL이 너무 깁니다. 최대 ${URL_MAX}자까지 입력할 수 있습니다.`,
  imageRequired: '이미지를 업로드해주세요.',
  tooManyImages: `이미지는 최대 ${IMAGES_MAX}개까지 업로드할 수 있습니다.`,
  imageUrlInvalid: '이미지 주소가 올바르지 않습니다.',
  /** A media address with a backslash, %5C or a control character (a browser may read another host). */
  mediaAddressUnsafe: '이미지·동영상 주소에는 역슬래시(\\)나 제어 문자를 쓸 수 없습니다.',
  videoRequired: '동영상을 업로드해주세요.',
  pollUnsupported: '투표 게시글은 아직 지원하지 않습니다. 다른 유형을 선택해주세요.',
  invalidId: '잘못된 게시글 ID입니다.',
  notFound: '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.',
  noEditPermission: '게시글을 수정할 권한이 없습니다.',
  noDeletePermission: '게시글을 삭제할 권한이 없습니다.',
  deleted: '게시글이 삭제되었습니다.',
  categoryRequired: '말머리를 선택해주세요.',
  categoryUnknown: '이 게시판에 없는 말머리입니다.',
} as const;

/** The body of POST /api/posts and PUT /api/posts/{id} (SPEC.md §7). */
export const PostBody = z.object({
  // Trimmed, then 1–TITLE_MAX characters with SPEC.md's own messages (the service checks); the
  // document states the real limit (CONTRACT.md 'HTTP behaviour').
  title: z.string().max(10_000).meta({ minLength: 1, maxLength: TITLE_MAX }).default(''),
  content: z
    .string()
    .max(CONTENT_MAX * 2)
    .nullish(),
  type: PostType.default('TEXT'),
  url: z.string().max(10_000).nullish(),
  imageUrl: z.string().max(10_000).nullish(),
  videoUrl: z.string().max(10_000).nullish(),
  images: z.array(z.string().max(10_000)).max(100).nullish(),
  /** The board's URL name; the built-in 멸공 board when absent. */
  boardName: z.string().max(100).nullish(),
  boardId: z.coerce.number().int().positive().nullish(),
  /** 말머리: one of the board's categories; empty or null for none. */
  category: z.string().max(100).nullish(),
  /** The draft (임시저장) this post is published from: removed once the post exists. */
  draftId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
});
export type PostBody = z.infer<typeof PostBody>;

export const FeedSort = z.enum(['new', 'latest', 'hot', 'top', 'comments']);
export type FeedSort = z.infer<typeof FeedSort>;

const popularTimeRanges = ['today', 'week', 'month', 'year', 'all'] as const;
export type PopularTimeRange = (typeof popularTimeRanges)[number];

/** SPEC.md §5: a time range other than today, week, month, year or all means week. */
export function normalizeTimeRange(value: unknown): PopularTimeRange {
  return popularTimeRanges.includes(value as PopularTimeRange)
    ? (value as PopularTimeRange)
    : 'week';
}

/** A page of a feed: the paged shape plus an opaque cursor for the next page. */
export const PostPage = z
  .object({
    content: z.array(Post),
    totalElements: z.number().int(),
    last: z.boolean(),
    number: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    empty: z.boolean(),
    /** Pass as `cursor` to get the next page at the cost of the first; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'PostPage' });
export type PostPage = z.infer<typeof PostPage>;

export const LikeResult = z.object({
  success: z.literal(true),
  postId: z.number().int(),
  /** 1 liked, -1 disliked (비추천), 0 neither. */
  likeStatus: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  likes: z.number().int(),
  likeCount: z.number().int(),
  dislikes: z.number().int(),
  best: z.boolean(),
});
export type LikeResult = z.infer<typeof LikeResult>;

export const ViewResult = z.object({ success: z.boolean(), viewCount: z.number().int() });
export type ViewResult = z.infer<typeof ViewResult>;

/** POST /api/posts/{id}/save. */
export const SaveResult = z.object({
  success: z.literal(true),
  postId: z.number().int(),
  saved: z.boolean(),
});
export type SaveResult = z.infer<typeof SaveResult>;
