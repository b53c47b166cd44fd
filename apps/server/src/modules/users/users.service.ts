import type { AgreementsBody } from '@myeolgong/contract/auth';
import { nicknameMessages } from '@myeolgong/contract/users';
import { nicknameRefusal, staffNicknameMatcher } from '../../policies/nickname';
import { assertRequiredAgreements } from './agreements';
import { badRequest, conflict, notFound, unauthenticated } from '../../lib/errors';
import { toPaged, type PageRequest } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { canSeeHiddenComments } from '../../policies/comment';
import { canSeeHiddenPosts } from '../../policies/post';
import { canSeeMemberDetails, canUseReservedNickname } from '../../policies/user';
import type { CommentsRepository } from '../comments/comments.repository';
import type { FollowsRepository } from '../follows/follows.repository';
import type { PredictionsRepository } from '../predictions/predictions.repository';
import { presentRecord } from '../predictions/predictions.presenter';
import { presentComment } from '../comments/comments.presenter';
import type { PostsRepository } from '../posts/posts.repository';
import { presentPost } from '../posts/posts.presenter';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { UsersRepository } from './users.repository';
import { presentUser } from './users.presenter';
import { assertCanWrite } from '../../policies/write-permission';

const USER_NOT_FOUND = '사용자를 찾을 수 없습니다.';

export function usersService(deps: {
  users: UsersRepository;
  posts: Pick<PostsRepository, 'list'>;
  comments: Pick<CommentsRepository, 'listByAuthor'>;
  /** A profile's `followedByMe`. */
  follows: Pick<FollowsRepository, 'isFollowing'>;
  /** A profile's prediction `record`. */
  predictions: Pick<PredictionsRepository, 'record'>;
  /** Drops what the server remembers of a member's account (plugins/auth.ts) after a change. */
  forgetMember: (userId: number) => Promise<void>;
  /** SITE_NAME: a nickname may not pose as the site (policies/nickname.ts). */
  siteName: string;
  now?: () => Date;
}) {
  const { users } = deps;
  const now = deps.now ?? (() => new Date());
  const posesAsStaff = staffNicknameMatcher(deps.siteName);
  const refusal = (nickname: string, viewer: Viewer | null) =>
    nicknameRefusal(nickname, { operator: canUseReservedNickname(viewer), posesAsStaff });

  async function live(id: number) {
    const row = await users.findById(id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return row;
  }

  /** A profile as a viewer sees it: the member, and whether the viewer follows them. */
  async function profile(row: UserRow, viewer: Viewer | null) {
    const [followedByMe, record] = await Promise.all([
      viewer && viewer.id !== row.id ? deps.follows.isFollowing(viewer.id, row.id) : null,
      deps.predictions.record(row.id),
    ]);
    return {
      ...presentUser(row, audience(row.id, viewer)),
      followedByMe,
      record: presentRecord(record),
    };
  }

  /** Who is looking: the member themselves, an operator, or anyone else. */
  const audience = (rowId: number, viewer: Viewer | null) => ({
    self: viewer?.id === rowId,
    operator: canSeeMemberDetails(viewer),
  });

  return {
    async me(viewer: Viewer) {
      const row = await users.findById(viewer.id);
      if (!row) throw unauthenticated();
      return presentUser(row, { self: true });
    },

    async getById(id: number, viewer: Viewer | null) {
      return profile(await live(id), viewer);
    },

    async getByNickname(nickname: string, viewer: Viewer | null) {
      const row = await users.findByNickname(nickname.trim());
      if (!row) throw notFound(USER_NOT_FOUND);
      return profile(row, viewer);
    },

    /** The sign-up agreements given later; required ones keep the time first given. */
    async agree(viewer: Viewer, agreements: AgreementsBody) {
      assertRequiredAgreements(agreements);
      const row = await users.setAgreements(viewer.id, agreements.marketing, now());
      if (!row) throw unauthenticated();
      await deps.forgetMember(viewer.id);
      return presentUser(row, { self: true });
    },

    async checkNickname(nickname: string, viewer: Viewer | null) {
      const problem = refusal(nickname, viewer);
      if (problem) throw badRequest(problem, { nickname: problem });
      const wanted = nickname.trim();
      if (viewer) {
        const me = await users.findById(viewer.id);
        if (me?.nickname === wanted) return { available: false, message: nicknameMessages.same };
      }
      const taken = await users.nicknameTaken(wanted, viewer?.id);
      return {
        available: !taken,
        message: taken ? nicknameMessages.taken : nicknameMessages.available,
      };
    },

    /** A restricted member may not rename themselves either (a nickname is public content). */
    async changeNickname(viewer: Viewer, nickname: string) {
      assertCanWrite(viewer, now(), 'nickname');
      const problem = refusal(nickname, viewer);
      if (problem) throw badRequest(problem, { nickname: problem });
      const wanted = nickname.trim();
      const me = await live(viewer.id);
      if (me.nickname === wanted) {
        throw badRequest(nicknameMessages.same, { nickname: nicknameMessages.same });
      }
      if (await users.nicknameTaken(wanted, viewer.id)) throw conflict(nicknameMessages.taken);
      try {
        const row = await users.setNickname(viewer.id, wanted);
        if (!row) throw unauthenticated();
        return presentUser(row, { self: true });
      } catch (error) {
        // Someone took it between the check and the update.
        if (isUniqueViolation(error)) throw conflict(nicknameMessages.taken);
        throw error;
      }
    },

    async deleteAccount(viewer: Viewer) {
      await users.softDelete(viewer.id);
      await deps.forgetMember(viewer.id);
      return { success: true as const };
    },

    async likeHistory(viewer: Viewer) {
      const rows = await users.likeHistory(viewer.id);
      return rows.map((r) => ({ postId: r.post_id, value: 1 }));
    },

    async posts(userId: number, page: PageRequest, viewer: Viewer | null) {
      await live(userId);
      const { rows, total } = await deps.posts.list(
        { authorId: userId },
        page,
        viewer?.id ?? null,
        canSeeHiddenPosts(viewer),
      );
      return toPaged(rows.map(presentPost), total, page);
    },

    async comments(userId: number, page: PageRequest, viewer: Viewer | null) {
      await live(userId);
      const { rows, total } = await deps.comments.listByAuthor(
        userId,
        page,
        viewer?.id ?? null,
        canSeeHiddenComments(viewer),
      );
      return toPaged(
        rows.map((row) => presentComment(row)),
        total,
        page,
      );
    },

    async savedPosts(viewer: Viewer, page: PageRequest) {
      const { rows, total } = await deps.posts.list(
        { savedBy: viewer.id },
        page,
        viewer.id,
        canSeeHiddenPosts(viewer),
      );
      return toPaged(rows.map(presentPost), total, page);
    },
  };
}
