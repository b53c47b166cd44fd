// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { AgreementsBody } from '../auth';
import type { Comment } from '../comments';
import type { BlockedUser, SuccessMessage } from '../moderation';
import type { UserSuggestion } from '../notifications';
import type { Paged } from '../paging';
import type { Post } from '../posts';
import type {
  AccountDeleted,
  LikeHistoryEntry,
  NicknameCheck,
  TokenValidity,
  User,
} from '../users';
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { PageParams } from './params';

export const usersMe = GET('/api/users/me', {} as { res: User });
/** The sign-up agreements given later (an account made without them, e.g. by an older client). */
export const usersAgreements = PUT(
  '/api/users/me/agreements',
  {} as { body: { [K in keyof AgreementsBody]?: boolean }; res: User },
);
export const usersDeleteMe = DELETE('/api/users/me', {} as { res: AccountDeleted });
export const usersValidateToken = GET('/api/users/validate-token', {} as { res: TokenValidity });
export const usersChangeNickname = PUT(
  '/api/users/nickname',
  {} as { body: { nickname: string }; res: User },
);
export const usersCheckNickname = GET(
  '/api/users/check-nickname',
  {} as { query: { nickname: string }; res: NicknameCheck },
);
export const usersMyLikes = GET('/api/users/me/likes', {} as { res: LikeHistoryEntry[] });
export const usersSavedPosts = GET(
  '/api/users/saved-posts',
  {} as { query: PageParams; res: Paged<Post> },
);
export const usersByNickname = GET('/api/users/nickname/:nickname', {} as { res: User });
export const usersById = GET('/api/users/:id', {} as { res: User });
export const usersPosts = GET(
  '/api/users/:id/posts',
  {} as { query: PageParams; res: Paged<Post> },
);
export const usersComments = GET(
  '/api/users/:id/comments',
  {} as { query: PageParams; res: Paged<Comment> },
);
/** @ mention suggestions: nicknames starting with these letters. */
export const usersSearch = GET(
  '/api/users/search',
  {} as { query: { nickname: string }; res: UserSuggestion[] },
);
export const usersBlocks = GET('/api/users/me/blocks', {} as { res: BlockedUser[] });
export const usersBlock = POST(
  '/api/users/me/blocks',
  {} as { body: { userId: number }; res: SuccessMessage },
);
export const usersUnblock = DELETE('/api/users/me/blocks/:userId', {} as { res: SuccessMessage });
