import type { User } from '@myeolgong/contract/users';
import type { UserRow } from '../../db/schema';

/** A member for the wire; the e-mail only for the member and for administrators. */
export function presentUser(row: UserRow, showEmail: boolean): User {
  return {
    id: row.id,
    email: showEmail ? row.email : null,
    nickname: row.nickname,
    profileImage: row.profile_image,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    restrictedUntil: row.restricted_until?.toISOString() ?? null,
  };
}
