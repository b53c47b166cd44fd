import { isAdmin, type Viewer } from '../lib/viewer';

const rank: Record<Viewer['role'], number> = { USER: 0, ADMIN: 1, SUPER_ADMIN: 2 };

/** Operators run the moderation desk: reports, restrictions, hiding, the log. */
export const canModerate = (viewer: Viewer | null) => isAdmin(viewer);

/** Operators may take a reserved nickname (운영자, 관리자, …). */
export const canUseReservedNickname = (viewer: Viewer | null) => isAdmin(viewer);

/** A member blocks anyone but themselves. */
export const canBlock = (viewer: Viewer, userId: number) => userId !== viewer.id;

/** Operators see every member's e-mail, restriction and proven address (the member their own). */
export const canSeeMemberDetails = (viewer: Viewer | null) => isAdmin(viewer);

/** Only the super admin makes a member an operator or takes it back. */
export const canChangeRoles = (viewer: Viewer) => viewer.role === 'SUPER_ADMIN';

/** An operator acts (restrict, change the role, …) only on a member of a lower rank. */
export const outranks = (actor: Viewer, target: { role: Viewer['role'] }) =>
  rank[actor.role] > rank[target.role];
