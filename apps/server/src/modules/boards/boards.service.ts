import {
  boardMessages as m,
  CATEGORIES_MAX,
  CATEGORY_MAX,
  reservedBoardNames,
  type Board,
  type BoardBody,
} from '@myeolgong/contract/boards';
import type { BoardUpdateBody } from '@myeolgong/contract/moderation';
import { moderationMessages } from '@myeolgong/contract/moderation-rules';
import { conflict, forbidden, notFound, validationFailed } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { canCreateBoard, canEditBoard } from '../../policies/board';
import type { ModerationLog } from '../audit/moderation-log';
import { isUniqueViolation } from '../../db/errors';
import type { BoardOrder, BoardsRepository } from './boards.repository';
import { presentBoard } from './boards.presenter';

const NAME = /^[a-z0-9_-]{2,30}$/;

/** Display name 2–30 characters, description up to 200: for new and edited boards alike. */
function checkBoardText(body: { displayName: string; description: string }) {
  const displayLength = [...body.displayName].length;
  if (displayLength < 2 || displayLength > 30) {
    throw validationFailed(m.displayNameInvalid, { displayName: m.displayNameInvalid });
  }
  if ([...body.description].length > 200) {
    throw validationFailed(m.descriptionTooLong, { description: m.descriptionTooLong });
  }
}

/** 말머리 as operators typed them: trimmed, each 1–CATEGORY_MAX characters, no repeats. */
function checkCategories(input: string[]): string[] {
  const categories = input.map((c) => c.trim());
  if (categories.length > CATEGORIES_MAX) {
    throw validationFailed(m.categoriesTooMany, { categories: m.categoriesTooMany });
  }
  for (const category of categories) {
    const length = [...category].length;
    if (length < 1 || length > CATEGORY_MAX) {
      throw validationFailed(m.categoryInvalid, { categories: m.categoryInvalid });
    }
  }
  if (new Set(categories).size !== categories.length) {
    throw validationFailed(m.categoryDuplicate, { categories: m.categoryDuplicate });
  }
  return categories;
}

/** `audit` records board changes in the moderation log. */
export function boardsService(repo: BoardsRepository, audit?: Pick<ModerationLog, 'record'>) {
  async function find(idOrName: string, viewer: Viewer | null) {
    const viewerId = viewer?.id ?? null;
    const row = /^\d+$/.test(idOrName)
      ? await repo.findById(Number(idOrName), viewerId)
      : await repo.findByName(idOrName, viewerId);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  return {
    /**
     * A member's copy of everyone's answer (`app.responseCache.personal`, decision 010, issue #24
     * item 5): which of the boards they subscribe to, with one query.
     */
    async withSubscriptions<T extends Board | Board[]>(everyone: T, viewer: Viewer): Promise<T> {
      const mine = new Set(await repo.subscribedIds(viewer.id));
      const mark = (board: Board) => ({ ...board, subscribed: mine.has(board.id) });
      return (Array.isArray(everyone) ? everyone.map(mark) : mark(everyone)) as T;
    },
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
      if (!canCreateBoard(viewer)) throw forbidden(m.adminOnly);
      if (!NAME.test(body.name)) throw validationFailed(m.nameInvalid, { name: m.nameInvalid });
      if (reservedBoardNames.includes(body.name))
        throw validationFailed(m.nameReserved, { name: m.nameReserved });
      checkBoardText(body);
      try {
        const { id } = await repo.create({
          name: body.name,
          display_name: body.displayName,
          description: body.description,
          icon_url: body.iconUrl || null,
          banner_url: body.bannerUrl || null,
          created_by: viewer.id,
        });
        await audit?.record({
          actorId: viewer.id,
          action: 'BOARD_CREATE',
          targetType: 'BOARD',
          targetId: id,
          details: { name: body.name, displayName: body.displayName },
        });
        return presentBoard((await repo.findById(id, viewer.id))!);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.nameTaken);
        throw error;
      }
    },
    /**
     * An operator edits a board's name on screen, description, images and 말머리 (logged). A field
     * left out stays as it is.
     */
    async update(id: number, body: BoardUpdateBody, viewer: Viewer) {
      if (!canEditBoard(viewer)) throw forbidden(moderationMessages.operatorOnly);
      const before = await repo.findById(id, viewer.id);
      if (!before) throw notFound(m.notFound);
      const displayName = body.displayName ?? before.display_name;
      const description = body.description ?? before.description;
      checkBoardText({ displayName, description });
      const categories =
        body.categories === undefined ? before.categories : checkCategories(body.categories);
      const categoryRequired = body.categoryRequired ?? before.category_required;
      if (categoryRequired && categories.length === 0) {
        throw validationFailed(m.categoryRequiredWithoutList, {
          categoryRequired: m.categoryRequiredWithoutList,
        });
      }
      await repo.update(id, {
        display_name: displayName,
        description,
        icon_url: body.iconUrl === undefined ? before.icon_url : body.iconUrl || null,
        banner_url: body.bannerUrl === undefined ? before.banner_url : body.bannerUrl || null,
        categories,
        category_required: categoryRequired,
      });
      await audit?.record({
        actorId: viewer.id,
        action: 'BOARD_UPDATE',
        targetType: 'BOARD',
        targetId: id,
        reason: body.reason,
        details: {
          name: before.name,
          displayName,
          previousDisplayName: before.display_name,
          ...(body.categories === undefined
            ? {}
            : {
                categories: categories.join(', '),
                previousCategories: before.categories.join(', '),
              }),
        },
      });
      return presentBoard((await repo.findById(id, viewer.id))!);
    },
    /** Subscribes (or not) by id or name; answers the board with its exact new count. */
    async subscribe(idOrName: string, subscribed: boolean, viewer: Viewer) {
      const board = await find(idOrName, viewer);
      await repo.setSubscription(board.id, viewer.id, subscribed);
      return presentBoard((await repo.findById(board.id, viewer.id))!);
    },
  };
}

export type BoardsService = ReturnType<typeof boardsService>;
