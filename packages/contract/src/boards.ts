import { z } from 'zod';

/** A discussion board (SPEC.md §3 'Board'). */
export const Board = z
  .object({
    id: z.number().int(),
    /** URL name, used in /boards/{name}. */
    name: z.string(),
    displayName: z.string(),
    description: z.string(),
    iconUrl: z.string().nullable(),
    /** The same as iconUrl; some clients read this name. */
    iconImage: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    /** Whether the signed-in user subscribes; false for visitors. */
    subscribed: z.boolean(),
    subscriberCount: z.number().int(),
    postCount: z.number().int(),
    createdAt: z.string(),
    /** 말머리 the operators set, in order; empty when the board has none. */
    categories: z.array(z.string()),
    /** Whether a new post must pick one of `categories`. */
    categoryRequired: z.boolean(),
  })
  .meta({ id: 'Board' });
export type Board = z.infer<typeof Board>;

export const BoardList = z.array(Board);

export const boardMessages = {
  notFound: '요청하신 게시판을 찾을 수 없습니다.',
  nameInvalid: '게시판 주소는 영문 소문자, 숫자, 밑줄(_), 하이픈(-)으로 2~30자여야 합니다.',
  nameReserved: '사용할 수 없는 게시판 주소입니다.',
  nameTaken: '이미 있는 게시판 주소입니다.',
  displayNameInvalid: '게시판 이름은 2~30자여야 합니다.',
  descriptionTooLong: '게시판 설명은 200자 이내로 입력해주세요.',
  adminOnly: '게시판은 관리자만 만들 수 있습니다.',
  categoryInvalid: '말머리는 1~20자로 입력해주세요.',
  categoryDuplicate: '같은 말머리를 두 번 넣을 수 없습니다.',
  categoriesTooMany: '말머리는 최대 20개까지 만들 수 있습니다.',
  categoryRequiredWithoutList: '말머리 선택을 필수로 하려면 말머리를 하나 이상 만들어주세요.',
} as const;

/** 말머리 limits: at most this many per board, each up to CATEGORY_MAX characters. */
export const CATEGORIES_MAX = 20;
export const CATEGORY_MAX = 20;

/** Names the web app uses for pseudo-boards and routes; no real board may take them. */
export const reservedBoardNames = ['all', 'popular', 'new', 'subscribed', 'search', 'submit'];

export const BoardBody = z.object({
  name: z.string().trim().toLowerCase().max(100),
  displayName: z.string().trim().max(100),
  description: z.string().trim().max(1000).default(''),
  iconUrl: z.string().trim().max(2048).nullish(),
  bannerUrl: z.string().trim().max(2048).nullish(),
});
export type BoardBody = z.infer<typeof BoardBody>;
