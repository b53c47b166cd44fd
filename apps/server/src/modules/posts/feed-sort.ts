import { badRequest } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import type { FeedOrder } from './posts.repository';

/** SPEC.md §7's sort mapping, plus the Spring-style strings an older client sends. */
const sortAliases: Record<string, FeedOrder> = {
  new: 'new',
  latest: 'new',
  'createdat,desc': 'new',
  createdat: 'new',
  hot: 'hot',
  'hot,desc': 'hot',
  top: 'top',
  'views,desc': 'top',
  'viewcount,desc': 'top',
  comments: 'comments',
  'commentcount,desc': 'comments',
  popular: 'likes',
  likes: 'likes',
  'likecount,desc': 'likes',
};

export function parseSort(sort: string | undefined, fallback: FeedOrder): FeedOrder {
  if (sort === undefined || sort.trim() === '') return fallback;
  const order = sortAliases[sort.trim().toLowerCase().replace(/\s+/g, '')];
  if (!order)
    throw badRequest(
      '지원하지 않는 정렬 방식입니다. new, hot, top, comments 중 하나를 사용해주세요.',
    );
  return order;
}

export interface FeedRequest extends PageRequest {
  sort?: string | undefined;
  cursor?: string | undefined;
}
