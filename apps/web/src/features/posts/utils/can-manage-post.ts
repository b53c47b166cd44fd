import type { Post } from '@myeolgong/contract/posts';
import type { CachedUser } from '../../../lib/session';
import { authorIdOf } from './post-fields';

const ADMIN_ROLES = new Set(['ADMIN', 'SUPER_ADMIN']);

/** SPEC.md §6: the author or an administrator may edit and delete a post. */
export function canManagePost(user: CachedUser | null, post: Partial<Post>): boolean {
  if (!user) return false;
  if (user.role && ADMIN_ROLES.has(user.role)) return true;
  const authorId = authorIdOf(post);
  return user.id !== null && authorId !== null && user.id === authorId;
}
