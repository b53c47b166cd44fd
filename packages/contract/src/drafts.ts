import { z } from 'zod';
import { CONTENT_MAX, PostType, TITLE_MAX, URL_MAX } from './posts';
import { DRAFTS_MAX } from './draft-limits';
import { groupDigits } from './korean-number';

export { DRAFTS_MAX };

export const draftMessages = {
  notFound: '임시저장 글을 찾을 수 없습니다.',
  invalidId: '잘못된 임시저장 글 ID입니다.',
  tooMany: `임시저장 글은 최대 ${DRAFTS_MAX}개까지 저장할 수 있습니다. 필요 없는 글을 지운 뒤 다시 시도해주세요.`,
  titleTooLong: `제목은 ${TITLE_MAX}자 이내로 입력해주세요.`,
  contentTooLong: `내용은 ${groupDigits(CONTENT_MAX)}자 이내로 입력해주세요.`,
  urlTooLong: `URL이 너무 깁니다. 최대 ${URL_MAX}자까지 입력할 수 있습니다.`,
  deleted: '임시저장 글을 삭제했습니다.',
  invalidEditorKey: '잘못된 임시저장 키입니다.',
  invalidRevision: '잘못된 임시저장 순번입니다.',
} as const;

/**
 * The body of POST /api/drafts and PUT /api/drafts/{id}: the post fields, every one optional (an
 * unfinished post). A PUT replaces the draft with what it sends.
 */
export const DraftBody = z.object({
  title: z.string().max(TITLE_MAX, { error: draftMessages.titleTooLong }).nullish(),
  content: z.string().max(CONTENT_MAX, { error: draftMessages.contentTooLong }).nullish(),
  type: PostType.nullish(),
  url: z.string().max(URL_MAX, { error: draftMessages.urlTooLong }).nullish(),
  imageUrl: z.string().max(URL_MAX, { error: draftMessages.urlTooLong }).nullish(),
  videoUrl: z.string().max(URL_MAX, { error: draftMessages.urlTooLong }).nullish(),
  images: z
    .array(z.string().max(URL_MAX, { error: draftMessages.urlTooLong }))
    .max(20)
    .nullish(),
  boardName: z.string().max(100).nullish(),
  category: z.string().max(100).nullish(),
});
export type DraftBody = z.infer<typeof DraftBody>;

/** A member's unpublished post, seen only by its owner. */
export const Draft = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    type: PostType,
    url: z.string().nullable(),
    imageUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    images: z.array(z.string()),
    boardName: z.string().nullable(),
    category: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Draft' });
export type Draft = z.infer<typeof Draft>;

export const DraftList = z.array(Draft);
