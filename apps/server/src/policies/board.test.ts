import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/viewer';
import { canCreateBoard, canEditBoard } from './board';

const as = (role: Viewer['role']): Viewer => ({ id: 1, role, restrictedUntil: null });

describe('board policy', () => {
  it.each([
    ['a member', as('USER'), false],
    ['an operator', as('ADMIN'), true],
    ['the super admin', as('SUPER_ADMIN'), true],
  ])('%s creates and edits boards: %s', (_who, viewer, may) => {
    expect(canCreateBoard(viewer)).toBe(may);
    expect(canEditBoard(viewer)).toBe(may);
  });
});
