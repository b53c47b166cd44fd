import { z } from 'zod';
import { PageQuery, paged } from './paging';
import { Post } from './posts';
import { searchPeriods, searchScopes, searchSorts } from './search-options';

export const searchMessages = {
  queryRequired: '검색어를 입력해주세요.',
  noUsableWord: '검색할 단어를 입력해주세요. 글자나 숫자가 들어간 단어가 하나 이상 필요합니다.',
  queryTooLong: `검색어는 100자 이내로 입력해주세요.`,
  badScope: '검색 범위는 all, title, content, author, comment 중 하나여야 합니다.',
  badSort: '정렬은 recent, relevance, likes 중 하나여야 합니다.',
  badPeriod: '기간은 all, day, week, month, year 중 하나여야 합니다.',
  busy: '검색 요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해주세요.',
  timedOut: '검색이 너무 오래 걸려 중단했습니다. 검색어를 더 구체적으로 입력해 주세요.',
} as const;

export const SearchScope = z.enum(searchScopes, { error: searchMessages.badScope });
export type SearchScope = z.infer<typeof SearchScope>;

export const SearchSort = z.enum(searchSorts, { error: searchMessages.badSort });
export type SearchSort = z.infer<typeof SearchSort>;

export const SearchPeriod = z.enum(searchPeriods, { error: searchMessages.badPeriod });
export type SearchPeriod = z.infer<typeof SearchPeriod>;

/** The length of a snippet, in characters (code points). */
export const SNIPPET_MAX = 160;
/** Above this many matches `totalElements` may be an estimate (at least this many plus one). */
export const SEARCH_EXACT_TOTAL_MAX = 1000;
const SEARCH_QUERY_MAX = 100;

/** GET /api/posts/search (also `q=` for `query=`). */
export const SearchRequest = PageQuery.extend({
  query: z.string().max(SEARCH_QUERY_MAX, { error: searchMessages.queryTooLong }).optional(),
  q: z.string().max(SEARCH_QUERY_MAX, { error: searchMessages.queryTooLong }).optional(),
  scope: SearchScope.default('all'),
  sort: SearchSort.default('recent'),
  period: SearchPeriod.default('all'),
  boardName: z.string().max(100).optional(),
  /** 말머리: only posts of this category (CONTRACT.md 'Community conventions'). */
  category: z.string().max(50).optional(),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

/** A post summary plus where the words were found. */
export const SearchResult = Post.extend({
  /** Up to SNIPPET_MAX characters of plain text around the first match in the content. */
  snippet: z.string(),
}).meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchPage = paged(SearchResult)
  .extend({
    /** False when `totalElements` is an estimate (more than SEARCH_EXACT_TOTAL_MAX matches). */
    totalExact: z.boolean(),
  })
  .meta({ id: 'SearchPage' });
export type SearchPage = z.infer<typeof SearchPage>;
