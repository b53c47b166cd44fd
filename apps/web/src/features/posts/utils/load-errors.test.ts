import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { feedErrorMessage, postLoadErrorMessage } from './load-errors';

const server = '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

describe('postLoadErrorMessage (SPEC.md §8 Post load)', () => {
  it.each([
    [
      new ApiError(404, 'NOT_FOUND', 'x'),
      '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.',
    ],
    [new ApiError(500, 'INTERNAL_ERROR', server), server],
    [new ApiError(500, 'INTERNAL_ERROR', 'DB 연결 실패'), '서버 오류: DB 연결 실패'],
    [
      new ApiError(500, 'INTERNAL_ERROR', '게시글을 찾을 수 없습니다'),
      '게시글을 찾을 수 없습니다. 삭제되었거나 존재하지 않는 게시글입니다.',
    ],
    [
      new ApiError(0, 'NETWORK_ERROR', 'x'),
      '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.',
    ],
    [
      new ApiError(0, 'TIMEOUT', 'x'),
      '서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.',
    ],
    [new ApiError(400, 'VALIDATION_FAILED', '잘못된 게시글 ID입니다.'), '잘못된 게시글 ID입니다.'],
    [new Error('무언가 잘못됨'), '무언가 잘못됨'],
    [undefined, '게시글을 불러오는 중 오류가 발생했습니다.'],
  ])('%s', (error, message) => {
    expect(postLoadErrorMessage(error)).toBe(message);
  });
});

describe('feedErrorMessage (SPEC.md §8 Board page error block)', () => {
  it('says the server cannot be reached for network failures and time-outs', () => {
    expect(feedErrorMessage(new ApiError(0, 'TIMEOUT', 'x'))).toContain(
      '서버에 연결할 수 없습니다',
    );
    expect(feedErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toContain(
      '서버에 연결할 수 없습니다',
    );
  });

  it('names a missing board and a server error', () => {
    expect(feedErrorMessage(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(
      '요청한 게시판을 찾을 수 없습니다.',
    );
    expect(feedErrorMessage(new ApiError(503, 'INTERNAL_ERROR', 'x'))).toBe(server);
  });
});
