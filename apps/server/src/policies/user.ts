import { isAdmin, type Viewer } from '../lib/viewer';

/** Operators run the moderation desk: reports, restrictions, hiding, the log. */
export const canModerate = (viewer: Viewer | null) => isAdmin(viewer);

/** Operators may take a reserved nickname (운영자, 관리자, …). */
export const canUseReservedNickname = (viewer: Viewer | null) => isAdmin(viewer);

/** A member blocks anyone but themselves. */
export const canBlock = (viewer: Viewer, userId: number) => userId !== viewer.id;
