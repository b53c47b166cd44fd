import type { AiDataSource } from '@myeolgong/contract/ai';
import type { z } from 'zod';
import type { Tool } from '../engine/agent-run';
import { fmtDate, NameArgs, schema, type ToolboxDeps } from './tool-kit';

export interface MemberEntry {
  id: number;
  nickname: string;
  joinedAt: string;
  postCount: number;
  commentCount: number;
  likesReceived: number;
  boards: { name: string; posts: number }[];
  recentPosts: { id: number; title: string; createdAt: string }[];
}

/** lookup_member: a member of this community by nickname, with activity and recent posts. */
export function createLookupMemberTool(deps: Pick<ToolboxDeps, 'repo' | 'siteName'>) {
  const { repo, siteName } = deps;

  const lookupMember: Tool<z.infer<typeof NameArgs>, MemberEntry | null> = {
    name: 'lookup_member',
    description: '이 커뮤니티 회원을 닉네임으로 찾아 활동 통계와 최근 글을 봅니다.',
    parameters: schema({ name: { type: 'string', description: '회원 닉네임' } }, ['name']),
    parse: (args) => NameArgs.parse(args),
    title: ({ name }) => `회원 ‘${name}’ 활동 찾기`,
    async run({ name }) {
      const member = await repo.findMember(name);
      if (!member) {
        return {
          data: null,
          ok: false,
          detail: '같은 닉네임의 회원 없음',
          sources: [],
          evidence: 0,
        };
      }
      const entry: MemberEntry = {
        id: member.id,
        nickname: member.nickname ?? name,
        joinedAt: fmtDate(member.created_at),
        postCount: member.postCount,
        commentCount: member.commentCount,
        likesReceived: member.likesReceived,
        boards: member.boards,
        recentPosts: member.recent.map((p) => ({
          id: p.id,
          title: p.title,
          createdAt: fmtDate(p.created_at),
        })),
      };
      return {
        data: entry,
        ok: true,
        detail: `게시글 ${entry.postCount}개, 댓글 ${entry.commentCount}개`,
        sources: [
          {
            type: 'member',
            title: `회원 ${entry.nickname}`,
            url: `/profile/${entry.id}`,
            time: entry.joinedAt,
            provider: siteName,
            excerpt: null,
          },
          ...member.recent.slice(0, 3).map((p): AiDataSource => ({
            type: 'post',
            title: p.title,
            url: `/post/${p.id}`,
            time: fmtDate(p.created_at),
            provider: siteName,
            excerpt: null,
          })),
        ],
        evidence: 25,
      };
    },
  };

  return lookupMember;
}
