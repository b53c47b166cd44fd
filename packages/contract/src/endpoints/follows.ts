// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { FollowMember } from '../follows';
import type { Paged } from '../paging';
import { DELETE, GET, PUT } from '../endpoint';
import type { PageParams } from './params';

/** 204, also when already followed; oneself 400; a member who blocks you 403. */
export const followsFollow = PUT('/api/users/:id/follow', {} as { res: void });
/** 204, also when not followed. */
export const followsUnfollow = DELETE('/api/users/:id/follow', {} as { res: void });
/** The members who follow `id`, newest follow first. */
export const followsFollowers = GET(
  '/api/users/:id/followers',
  {} as { query: PageParams; res: Paged<FollowMember> },
);
/** The members `id` follows, newest follow first. */
export const followsFollowing = GET(
  '/api/users/:id/following',
  {} as { query: PageParams; res: Paged<FollowMember> },
);
