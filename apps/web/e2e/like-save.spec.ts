import { expect, type Locator, test } from '@playwright/test';
import { newPost, registerMember, runId, useMemberSession } from './support/members';

/**
 * Issue 50 item 6: once, a like followed 0.6 s later by a save, by a member who had just signed
 * up, showed both undone after the comment box was opened and again after a reload. This walks
 * every step of that sequence (and the quickest one: save while the like is on its way) and
 * checks what the page shows and what the server stored after each.
 */
async function expectMarks(
  post: Locator,
  marks: { liked: boolean; saved: boolean },
  likes: number,
) {
  const like = post.getByRole('button', { name: `좋아요 ${likes}`, exact: true });
  await expect(like).toHaveAttribute('aria-pressed', String(marks.liked));
  const save = post.getByRole('button', { name: marks.saved ? '저장됨' : '저장', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', String(marks.saved));
}

test('a new member’s like and save hold through the comment box, a comment and reloads', async ({
  page,
  request,
}, testInfo) => {
  // Four reloads of a post page and a comment, with the server's answers checked at each step.
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const author = await registerMember(request, testInfo, `A${run}`);
  const postId = await newPost(request, author, `좋아요 저장 ${run}`);
  const member = await registerMember(request, testInfo, `N${run}`);
  await useMemberSession(page, member);

  const stored = async () => {
    const res = await page.request.get(`/api/posts/${postId}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    const post = (await res.json()) as { likeStatus: number; saved: boolean; likes: number };
    return { liked: post.likeStatus === 1, saved: post.saved, likes: post.likes };
  };

  await page.goto(`/post/${postId}`);
  const post = page.getByRole('article', { name: `좋아요 저장 ${run}` });
  await expectMarks(post, { liked: false, saved: false }, 0);

  // Like, and save while the like's request may still be on its way.
  const liked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes(`/api/like/post/${postId}`),
  );
  await post.getByRole('button', { name: '좋아요 0', exact: true }).click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes(`/api/posts/${postId}/save`),
  );
  await post.getByRole('button', { name: '저장', exact: true }).click();
  expect((await liked).ok()).toBe(true);
  expect((await saved).ok()).toBe(true);
  await expectMarks(post, { liked: true, saved: true }, 1);
  expect(await stored()).toEqual({ liked: true, saved: true, likes: 1 });

  // The comment box opens and a comment goes in: the marks stay.
  const comments = page.getByRole('region', { name: '댓글' });
  await comments.getByRole('button', { name: '댓글을 작성해주세요' }).click();
  await expectMarks(post, { liked: true, saved: true }, 1);
  await comments.getByRole('textbox', { name: '댓글 입력' }).fill(`첫 댓글 ${run}`);
  await comments.getByRole('button', { name: '등록', exact: true }).click();
  await expect(comments.getByText(`첫 댓글 ${run}`)).toHaveCount(1);
  await expectMarks(post, { liked: true, saved: true }, 1);

  await page.reload();
  await expectMarks(post, { liked: true, saved: true }, 1);
  expect(await stored()).toEqual({ liked: true, saved: true, likes: 1 });

  // Undo both after the reload, the save first this time, 0.6 s apart as reported.
  await post.getByRole('button', { name: '저장됨', exact: true }).click();
  await expect(post.getByRole('button', { name: '저장', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await post.getByRole('button', { name: '좋아요 1', exact: true }).click();
  await expectMarks(post, { liked: false, saved: false }, 0);
  await expect.poll(stored).toEqual({ liked: false, saved: false, likes: 0 });
  await page.reload();
  await expectMarks(post, { liked: false, saved: false }, 0);

  // Again, with a reload between the like and the save.
  await post.getByRole('button', { name: '좋아요 0', exact: true }).click();
  await expectMarks(post, { liked: true, saved: false }, 1);
  await expect.poll(stored).toEqual({ liked: true, saved: false, likes: 1 });
  await page.reload();
  await post.getByRole('button', { name: '저장', exact: true }).click();
  await expectMarks(post, { liked: true, saved: true }, 1);
  await expect.poll(stored).toEqual({ liked: true, saved: true, likes: 1 });
  await page.reload();
  await expectMarks(post, { liked: true, saved: true }, 1);
  // Saved: in the member's saved posts too.
  const savedPosts = await page.request.get('/api/users/saved-posts', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(JSON.stringify(await savedPosts.json())).toContain(`좋아요 저장 ${run}`);
});
