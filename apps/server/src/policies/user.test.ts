import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/viewer';
import { canBlock, canModerate, canUseReservedNickname } from './user';

const as = (id: number, role: Viewer['role']): Viewer => ({ id, role, restrictedUntil: null });

describe('user policy', () => {
  it.each([
    ['a guest', null, false],
    ['a member', as(1, 'USER'), false],
    ['an operator', as(2, 'ADMIN'), true],
    ['the super admin', as(3, 'SUPER_ADMIN'), true],
  ])('%s moderates and may take a reserved nickname: %s', (_who, viewer, may) => {
    expect(canModerate(viewer)).toBe(may);
    expect(canUseReservedNickname(viewer)).toBe(may);
  });

  it.each([
    ['another member', 2, true],
    ['themselves', 1, false],
  ])('a member blocks %s: %s', (_whom, userId, may) => {
    expect(canBlock(as(1, 'USER'), userId)).toBe(may);
  });
});
