// The query parameters several endpoints share (types only).
import type { FeedSort } from '../posts';

export interface PageParams {
  page?: number;
  size?: number;
}
export interface FeedParams extends PageParams {
  sort?: FeedSort;
  /** The previous page's `nextCursor`. */
  cursor?: string;
}
export interface BoardFeedParams extends FeedParams {
  /** 말머리 */
  category?: string;
}
export interface ListLimit {
  limit?: number;
}
