import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/viewer';
import { canManagePeople } from './person';

const as = (id: number, role: Viewer['role']): Viewer => ({ id, role, restrictedUntil: null });

describe('person policy', () => {
  it.each([
    ['a guest', null, false],
    ['a member', as(1, 'USER'), false],
    ['an operator', as(2, 'ADMIN'), true],
    ['the super admin', as(3, 'SUPER_ADMIN'), true],
  ])('%s manages the people of the knowledge base: %s', (_who, viewer, may) => {
    expect(canManagePeople(viewer)).toBe(may);
  });
});
