// Kept free of zod: the web imports these types and messages at run time. The zod schemas of the
// server routes are in ./follow-schemas.ts.

/** One member of a followers or following list (CONTRACT.md 'Following members'). */
export interface FollowMember {
  id: number;
  nickname: string | null;
  profileImage: string | null;
}

/** The Korean messages of the follow calls. */
export const followMessages = {
  self: '자기 자신은 팔로우할 수 없습니다.',
  blocked: '팔로우할 수 없는 회원입니다.',
  notFound: '사용자를 찾을 수 없습니다.',
} as const;
