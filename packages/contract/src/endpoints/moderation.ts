// Kept free of zod at run time: the web app imports it (every import here is a type).
import type {
  AdminUser,
  AdminUserFilter,
  ModerationLogEntry,
  MoveBody,
  ReasonBody,
  ReportBody,
  ReportGroup,
  ReportResult,
  ReportStatus as ReportStatusSchema,
  ResolveBody,
  ResolveResult,
  RestrictBody,
  RoleBody,
  BadgeBody,
  SuccessMessage,
} from '../moderation';
import type { Paged } from '../paging';
import type { z } from 'zod';
import { DELETE, GET, POST, PUT } from '../endpoint';
import type { PageParams } from './params';

type ReportStatus = z.infer<typeof ReportStatusSchema>;
/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

export const moderationReport = POST(
  '/api/reports',
  {} as { body: In<typeof ReportBody>; res: ReportResult },
);
export const moderationReports = GET(
  '/api/admin/reports',
  {} as { query: { status?: ReportStatus } & PageParams; res: Paged<ReportGroup> },
);
export const moderationResolve = POST(
  '/api/admin/reports/resolve',
  {} as { body: In<typeof ResolveBody>; res: ResolveResult },
);
export const moderationLog = GET(
  '/api/admin/log',
  {} as { query: PageParams; res: Paged<ModerationLogEntry> },
);
export const moderationUsers = GET(
  '/api/admin/users',
  {} as { query: { query?: string; only?: AdminUserFilter } & PageParams; res: Paged<AdminUser> },
);
export const moderationRestrict = POST(
  '/api/admin/users/:id/restrict',
  {} as { body: In<typeof RestrictBody>; res: AdminUser },
);
export const moderationUnrestrict = POST(
  '/api/admin/users/:id/unrestrict',
  {} as { body: In<typeof ReasonBody>; res: AdminUser },
);
export const moderationSetRole = PUT(
  '/api/admin/users/:id/role',
  {} as { body: In<typeof RoleBody>; res: AdminUser },
);
export const moderationSetBadge = PUT(
  '/api/admin/users/:id/badge',
  {} as { body: In<typeof BadgeBody>; res: AdminUser },
);
export const moderationRemovePost = DELETE('/api/admin/posts/:id', {} as { res: SuccessMessage });
export const moderationMovePost = POST(
  '/api/admin/posts/:id/move',
  {} as { body: In<typeof MoveBody>; res: SuccessMessage },
);
export const moderationRemoveComment = DELETE(
  '/api/admin/comments/:id',
  {} as { res: SuccessMessage },
);
