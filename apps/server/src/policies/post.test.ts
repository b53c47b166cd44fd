import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/viewer';
import { canDeletePost, canEditPost, canSeeHiddenPosts, isOperatorActOnPost } from './post';

const as = (id: number, role: Viewer['role']): Viewer => ({ id, role, restrictedUntil: null });
const author = as(1, 'USER');
const other = as(2, 'USER');
const admin = as(3, 'ADMIN');
const superAdmin = as(4, 'SUPER_ADMIN');
const post = { authorId: 1 };

describe('post policy', () => {
  it.each([
    ['the author', author, true, false],
    ['another member', other, false, true],
    ['an operator', admin, true, true],
    ['the super admin', superAdmin, true, true],
  ])('%s: edit/delete %s, an operator act %s', (_who, viewer, may, operatorAct) => {
    expect(canEditPost(viewer, post)).toBe(may);
    expect(canDeletePost(viewer, post)).toBe(may);
    expect(isOperatorActOnPost(viewer, post)).toBe(operatorAct);
  });

  it.each([
    ['a guest', null, false],
    ['a member', other, false],
    ['an operator', admin, true],
    ['the super admin', superAdmin, true],
  ])('%s sees hidden posts: %s', (_who, viewer, sees) => {
    expect(canSeeHiddenPosts(viewer)).toBe(sees);
  });
});
