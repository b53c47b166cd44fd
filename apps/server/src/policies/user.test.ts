import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/viewer';
import {
  canBlock,
  canChangeRoles,
  canModerate,
  canSeeMemberDetails,
  canUseReservedNickname,
  outranks,
} from './user';

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
    expect(canSeeMemberDetails(viewer)).toBe(may);
  });

  it.each([
    ['a member', as(1, 'USER'), false],
    ['an operator', as(2, 'ADMIN'), false],
    ['the super admin', as(3, 'SUPER_ADMIN'), true],
  ])('%s changes roles: %s', (_who, viewer, may) => {
    expect(canChangeRoles(viewer)).toBe(may);
  });

  it.each([
    ['a member over a member', 'USER', 'USER', false],
    ['an operator over a member', 'ADMIN', 'USER', true],
    ['an operator over an operator', 'ADMIN', 'ADMIN', false],
    ['an operator over the super admin', 'ADMIN', 'SUPER_ADMIN', false],
    ['the super admin over an operator', 'SUPER_ADMIN', 'ADMIN', true],
    ['the super admin over the super admin', 'SUPER_ADMIN', 'SUPER_ADMIN', false],
  ] as const)('%s: %s', (_who, actor, target, may) => {
    expect(outranks(as(1, actor), { role: target })).toBe(may);
  });

  it.each([
    ['another member', 2, true],
    ['themselves', 1, false],
  ])('a member blocks %s: %s', (_whom, userId, may) => {
    expect(canBlock(as(1, 'USER'), userId)).toBe(may);
  });
});
