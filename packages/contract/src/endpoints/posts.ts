// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { Neighbors, NoticeBody, Revision } from '../conventions';
import type { SuccessMessage } from '../moderation';
import type {
  LikeResult,
  PopularTimeRange,
  Post,
  PostBody,
  PostPage,
  SaveResult,
  ViewResult,
} from '../posts';
import type { SearchPage, SearchPeriod, SearchScope, SearchSort } from '../search';
import type { z } from 'zod';
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { PageParams, FeedParams, BoardFeedParams } from './params';

/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

export const postsList = GET('/api/posts', {} as { query: FeedParams; res: PostPage });
export const postsCreate = POST('/api/posts', {} as { body: In<typeof PostBody>; res: Post });
export const postsPopular = GET(
  '/api/posts/popular',
  {} as { query: { timeRange?: PopularTimeRange; size?: number; cursor?: string }; res: PostPage },
);
export const postsBoardPopular = GET(
  '/api/posts/board/:name/popular',
  {} as { query: { timeRange?: PopularTimeRange } & FeedParams; res: PostPage },
);
export const postsSubscribed = GET(
  '/api/posts/subscribed',
  {} as { query: FeedParams; res: PostPage },
);
/** Posts by the members I follow, newest first (CONTRACT.md 'Following members'). */
export const postsFollowing = GET(
  '/api/posts/following',
  {} as { query: FeedParams; res: PostPage },
);
export const postsBoard = GET(
  '/api/boards/:name/posts',
  {} as { query: BoardFeedParams; res: PostPage },
);
export const postsById = GET('/api/posts/:id', {} as { res: Post });
export const postsUpdate = PUT('/api/posts/:id', {} as { body: In<typeof PostBody>; res: Post });
export const postsRemove = DELETE('/api/posts/:id', {} as { res: SuccessMessage });
/** status 1 추천, -1 비추천, 0 취소. */
export const postsLike = POST(
  '/api/like/post/:id',
  {} as { query: { status: 1 | 0 | -1 }; res: LikeResult },
);
export const postsSave = POST(
  '/api/posts/:id/save',
  {} as { body: { saved?: boolean }; res: SaveResult },
);
export const postsUnsave = POST('/api/posts/:id/unsave', {} as { res: SaveResult });
export const postsView = POST('/api/posts/:id/view', {} as { res: ViewResult });
export const postsNotices = GET(
  '/api/posts/notices',
  {} as { query: { boardName?: string }; res: Post[] },
);
export const postsBest = GET(
  '/api/posts/best',
  {} as { query: { boardName?: string } & PageParams; res: PostPage },
);
export const postsNeighbors = GET('/api/posts/:id/neighbors', {} as { res: Neighbors });
export const postsRevisions = GET('/api/posts/:id/revisions', {} as { res: Revision[] });
export const postsSetNotice = PUT(
  '/api/admin/posts/:id/notice',
  {} as { body: In<typeof NoticeBody>; res: Post },
);
export const postsSearch = GET(
  '/api/posts/search',
  {} as {
    query: {
      query: string;
      scope?: SearchScope;
      sort?: SearchSort;
      period?: SearchPeriod;
      boardName?: string;
      category?: string;
    } & PageParams;
    res: SearchPage | { data?: SearchPage };
  },
);
