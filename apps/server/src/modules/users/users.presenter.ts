import type { User } from '@myeolgong/contract/users';
import type { UserRow } from '../../db/schema';
import { presentAgreements } from './agreements';

/** Who is looking at the member: the member themselves and/or an operator. */
export interface UserAudience {
  self?: boolean;
  operator?: boolean;
}

/**
 * A member for the wire. The e-mail, the restriction and whether the address is proven only for
 * the member and for operators; whether the account has a password and the sign-up agreements
 * only for the member.
 */
export function presentUser(row: UserRow, audience: UserAudience): User {
  const privy = Boolean(audience.self || audience.operator);
  return {
    id: row.id,
    email: privy ? row.email : null,
    nickname: row.nickname,
    profileImage: row.profile_image,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    restrictedUntil: privy ? (row.restricted_until?.toISOString() ?? null) : null,
    emailVerified: privy ? row.email_verified_at !== null : null,
    hasPassword: audience.self ? row.password_hash !== null : null,
    followers: Number(row.followers_count),
    following: Number(row.following_count),
    badge: row.badge,
    agreements: audience.self ? presentAgreements(row) : null,
  };
}
