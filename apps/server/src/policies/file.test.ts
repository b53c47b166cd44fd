import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/viewer';
import { canDeleteFile } from './file';

const as = (id: number, role: Viewer['role']): Viewer => ({ id, role, restrictedUntil: null });
const upload = { ownerId: 1 };

describe('file policy', () => {
  it.each([
    ['the uploader', as(1, 'USER'), true],
    ['another member', as(2, 'USER'), false],
    ['an operator', as(3, 'ADMIN'), true],
    ['the super admin', as(4, 'SUPER_ADMIN'), true],
  ])('%s deletes the upload: %s', (_who, viewer, may) => {
    expect(canDeleteFile(viewer, upload)).toBe(may);
  });
});
