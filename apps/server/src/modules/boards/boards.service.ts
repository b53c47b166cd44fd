import { notFound } from '../../lib/errors';
import type { BoardsRepository } from './boards.repository';
import { presentBoard } from './boards.presenter';

export function boardsService(repo: Pick<BoardsRepository, 'list' | 'findByName'>) {
  return {
    async list() {
      return (await repo.list()).map((row) => presentBoard(row));
    },
    async getByName(name: string) {
      const row = await repo.findByName(name);
      if (!row) throw notFound('요청하신 게시판을 찾을 수 없습니다.');
      return presentBoard(row);
    },
  };
}
