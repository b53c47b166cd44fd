import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { dashboardErrorMessage, searchErrorMessage, stockInfoErrorMessage } from './stock-errors';

describe('dashboard error messages (SPEC.md §8)', () => {
  it('names each failure', () => {
    expect(dashboardErrorMessage(new ApiError(0, 'TIMEOUT', ''))).toBe(
      '요청 시간이 초과되었습니다.',
    );
    expect(dashboardErrorMessage(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(
      '네트워크 연결에 문제가 있습니다.',
    );
    expect(dashboardErrorMessage(new ApiError(404, 'NOT_FOUND', ''))).toBe(
      '주식 API 엔드포인트를 찾을 수 없습니다.',
    );
    expect(dashboardErrorMessage(new ApiError(503, 'INTERNAL_ERROR', ''))).toBe(
      '서버 내부 오류가 발생했습니다.',
    );
    expect(dashboardErrorMessage(new Error('boom'))).toBe(
      '데이터를 불러오는 중 오류가 발생했습니다.',
    );
  });

  it('has its own words for search and stock information', () => {
    expect(searchErrorMessage(new ApiError(500, 'INTERNAL_ERROR', ''))).toBe(
      '검색 중 오류가 발생했습니다.',
    );
    expect(stockInfoErrorMessage(new ApiError(404, 'NOT_FOUND', ''))).toBe(
      '주식 정보를 불러오는 중 오류가 발생했습니다.',
    );
    expect(stockInfoErrorMessage(new ApiError(0, 'TIMEOUT', ''))).toBe(
      '요청 시간이 초과되었습니다.',
    );
  });
});
