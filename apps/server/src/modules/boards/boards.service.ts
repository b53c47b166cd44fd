import { boardMessages as m, reservedBoardNames, type BoardBody } from '@myeolgong/contract/boards';
import { conflict, forbidden, notFound, validationFailed } from '../../lib/errors';
import { isAdmin, type Viewer } from '../../plugins/auth';
import { isUniqueViolation } from '../users/users.repository';
import type { BoardOrder, BoardsRepository } from './boards.repository';
import { presentBoard } from './boards.presenter';

const NAME = /^[a-z0-9_-]{2,30}$/;

export function boardsService(repo: BoardsRepository) {
  async function find(idOrName: string, viewer: Viewer | null) {
    const viewerId = viewer?.id ?? null;
    const row = /^\d+$/.test(idOrName)
      ? await repo.findById(Number(idOrName), viewerId)
      : await repo.findByName(idOrName, viewerId);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  return {
    async list(order: BoardOrder, viewer: Viewer | null) {
      return (await repo.list(order, viewer?.id ?? null)).map(presentBoard);
    },
    async subscribed(viewer: Viewer) {
      return (await repo.listSubscribed(viewer.id)).map(presentBoard);
    },
    async getByName(name: string, viewer: Viewer | null) {
      const row = await repo.findByName(name, viewer?.id ?? null);
      if (!row) throw notFound(m.notFound);
      return presentBoard(row);
    },
    async create(body: BoardBody, viewer: Viewer) {
      if (!isAdmin(viewer)) throw forbidden(m.adminOnly);
      if (!NAME.test(body.name)) throw validationFailed(m.nameInvalid, { name: m.nameInvalid });
      if (reservedBoardNames.includes(body.name))
        throw validationFailed(m.nameReserved, { name: m.nameReserved });
      const displayLength = [...body.displayName].length;
      if (displayLength < 2 || displayLength > 30) {
        throw validationFailed(m.displayNameInvalid, { displayName: m.displayNameInvalid });
      }
      if ([...body.description].length > 200) {
        throw validationFailed(m.descriptionTooLong, { description: m.descriptionTooLong });
      }
      try {
        const { id } = await repo.create({
          name: body.name,
          display_name: body.displayName,
          description: body.description,
          icon_url: body.iconUrl || null,
          banner_url: body.bannerUrl || null,
          created_by: viewer.id,
        });
        return presentBoard((await repo.findById(id, viewer.id))!);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.nameTaken);
        throw error;
      }
    },
    /** Subscribes (or not) by id or name; answers the board with its exact new count. */
    async subscribe(idOrName: string, subscribed: boolean, viewer: Viewer) {
      const board = await find(idOrName, viewer);
      await repo.setSubscription(board.id, viewer.id, subscribed);
      return presentBoard((await repo.findById(board.id, viewer.id))!);
    },
  };
}
