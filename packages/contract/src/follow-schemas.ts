// zod schemas of the follow calls (CONTRACT.md 'Following members'), for the server routes and the
// OpenAPI document. The web imports the plain types of ./follows.ts instead.
import { z } from 'zod';
import type { FollowMember as FollowMemberType } from './follows';

/** One member of GET /api/users/{id}/followers and /following. */
export const FollowMember = z
  .object({
    id: z.number().int(),
    nickname: z.string().nullable(),
    profileImage: z.string().nullable(),
  })
  .meta({ id: 'FollowMember' }) satisfies z.ZodType<FollowMemberType>;
