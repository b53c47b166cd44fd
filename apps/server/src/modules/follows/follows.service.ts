import { followMessages } from '@myeolgong/contract/follows';
import type { FollowMember } from '@myeolgong/contract/follows';
import type { Paged } from '@myeolgong/contract/paging';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { toPaged, type PageRequest } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import { assertCanWrite } from '../../policies/write-permission';
import type { FollowsRepository } from './follows.repository';

/**
 * 팔로우 (CONTRACT.md 'Following members'): follow and unfollow (idempotent, 204), never oneself
 * (400), never a member who blocks you or whom you block (403), and the two public lists.
 */
export function followsService(repo: FollowsRepository, now: () => Date = () => new Date()) {
  async function target(id: number) {
    if (!(await repo.liveUserExists(id))) throw notFound(followMessages.notFound);
  }

  async function list(
    side: 'followers' | 'following',
    id: number,
    page: PageRequest,
  ): Promise<Paged<FollowMember>> {
    await target(id);
    const { rows, total } = await repo[side](id, page);
    return toPaged(
      rows.map((r) => ({ id: Number(r.id), nickname: r.nickname, profileImage: r.profile_image })),
      total,
      page,
    );
  }

  return {
    async follow(viewer: Viewer, id: number) {
      assertCanWrite(viewer, now(), 'follow');
      if (id === viewer.id) throw badRequest(followMessages.self);
      await target(id);
      if ((await repo.follow(viewer.id, id)) === 'blocked') throw forbidden(followMessages.blocked);
    },

    async unfollow(viewer: Viewer, id: number) {
      if (id === viewer.id) throw badRequest(followMessages.self);
      await target(id);
      await repo.unfollow(viewer.id, id);
    },

    followers: (id: number, page: PageRequest) => list('followers', id, page),
    following: (id: number, page: PageRequest) => list('following', id, page),
  };
}
