import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/viewer';
import { assertCanWrite, skipsWriteLimits } from './write-permission';

const now = new Date('2026-11-27T00:00:00Z');
const as = (role: Viewer['role'], restrictedUntil: Date | null = null): Viewer => ({
  id: 1,
  role,
  restrictedUntil,
});

describe('write permission', () => {
  it.each([
    ['a member', as('USER'), false],
    ['an operator', as('ADMIN'), true],
    ['the super admin', as('SUPER_ADMIN'), true],
  ])('%s skips the write limits: %s', (_who, viewer, skips) => {
    expect(skipsWriteLimits(viewer)).toBe(skips);
  });

  it.each([
    ['a member', as('USER'), true],
    ['a member whose restriction ended', as('USER', new Date('2026-11-26T00:00:00Z')), true],
    ['a restricted member', as('USER', new Date('2026-12-01T15:00:00Z')), false],
  ])('%s may write: %s', (_who, viewer, may) => {
    const attempt = () => assertCanWrite(viewer, now, 'comment');
    if (may) expect(attempt).not.toThrow();
    else
      expect(attempt).toThrow('운영 정책에 따라 2026년 12월 1일 자정까지 댓글을 쓸 수 없습니다.');
  });
});
