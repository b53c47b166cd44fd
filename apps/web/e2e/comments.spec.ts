import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Member, registerMember, runId, useMemberSession } from './support/members';

interface ListedComment {
  id: number;
  content: string;
  likes: number;
}

function auth(member: Member) {
  return { Authorization: `Bearer ${member.token}` };
}

async function listComments(request: APIRequestContext, postId: number): Promise<ListedComment[]> {
  const response = await request.get(`/api/comments/post/${postId}?sort=old`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: ListedComment[] }).content;
}

/** Resolves once the page's STOMP client has subscribed to `topic` over SockJS. */
function subscribed(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(topic)) resolve();
      });
    });
  });
}

test('comments and comment likes arrive live, and an offline like lands once back online', async ({
  browser,
  request,
}, testInfo) => {
  // A long journey: with the suite's two workers on a 2-core machine it passed 30 s in CI.
  test.setTimeout(90_000);
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `A${run}`);
  const bob = await registerMember(request, testInfo, `B${run}`);

  const created = await request.post('/api/posts', {
    headers: auth(bob),
    data: {
      title: `댓글 실시간 ${run}`,
      content: '실시간 댓글 확인용 글',
      type: 'TEXT',
      boardName: 'free',
    },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: number }).id;
  const bobsText = `밥의 첫 댓글 ${run}`;
  const bobs = await request.post('/api/comments', {
    headers: auth(bob),
    data: { postId, content: bobsText },
  });
  expect(bobs.status()).toBe(201);
  const bobsCommentId = ((await bobs.json()) as { id: number }).id;

  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  const bobPage = await bobContext.newPage();
  await useMemberSession(alicePage, alice);
  await useMemberSession(bobPage, bob);

  const bobListening = subscribed(bobPage, `/topic/comments/${bobsCommentId}/likes`);
  await bobPage.goto(`/post/${postId}`);
  await alicePage.goto(`/post/${postId}`);
  const aliceComments = alicePage.getByRole('region', { name: '댓글' });
  const bobComments = bobPage.getByRole('region', { name: '댓글' });
  await expect(aliceComments.getByText(bobsText)).toBeVisible();
  await expect(bobComments.getByText(bobsText)).toBeVisible();
  await bobListening;

  // Alice writes a comment: the collapsed box opens a 3-row textarea.
  await aliceComments.getByRole('button', { name: '댓글을 작성해주세요' }).click();
  const input = aliceComments.getByRole('textbox', { name: '댓글 입력' });
  await expect(input).toHaveAttribute('rows', '3');
  const alicesText = `앨리스의 실시간 댓글 ${run}`;
  await input.fill(alicesText);
  await aliceComments.getByRole('button', { name: '등록', exact: true }).click();
  await expect(aliceComments.getByText(alicesText)).toHaveCount(1);

  // Bob sees it without reloading, once.
  await expect(bobComments.getByText(alicesText)).toHaveCount(1);

  // Alice likes Bob's comment; Bob sees the count change live.
  const bobsItemForAlice = aliceComments.getByRole('listitem', { name: `B${run}님의 댓글` });
  await bobsItemForAlice.getByRole('button', { name: '좋아요 0' }).click();
  await expect(bobsItemForAlice.getByRole('button', { name: '좋아요 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const bobsItemForBob = bobComments.getByRole('listitem', { name: `B${run}님의 댓글` });
  await expect(bobsItemForBob.getByRole('button', { name: '좋아요 1' })).toBeVisible();
  await expect(bobsItemForBob.getByRole('button', { name: '좋아요 1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Bob goes offline and likes Alice's comment: it is handled locally and queued.
  const alicesComment = (await listComments(request, postId)).find((c) => c.content === alicesText);
  expect(alicesComment).toBeDefined();
  await bobContext.setOffline(true);
  const alicesItemForBob = bobComments.getByRole('listitem', { name: `A${run}님의 댓글` });
  await alicesItemForBob.getByRole('button', { name: '좋아요 0' }).click();
  await expect(alicesItemForBob.getByRole('button', { name: '좋아요 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const queued = await bobPage.evaluate(() => localStorage.getItem('failed_like_requests'));
  expect(JSON.parse(queued ?? '[]')).toEqual([
    expect.objectContaining({ commentId: alicesComment?.id, value: 1 }),
  ]);
  const status = await request.get(`/api/like/comment/status/${alicesComment?.id}`, {
    headers: auth(bob),
  });
  expect(((await status.json()) as { likeStatus: number }).likeStatus).toBe(0);

  // Back online: the queued like is sent and lands on the server.
  await bobContext.setOffline(false);
  await expect
    .poll(async () => {
      const response = await request.get(`/api/like/comment/status/${alicesComment?.id}`, {
        headers: auth(bob),
      });
      return ((await response.json()) as { likeStatus: number; likes: number }).likeStatus;
    })
    .toBe(1);
  await expect
    .poll(() => bobPage.evaluate(() => localStorage.getItem('failed_like_requests')))
    .toBeNull();
  // Alice sees Bob's like live as well.
  const alicesItemForAlice = aliceComments.getByRole('listitem', { name: `A${run}님의 댓글` });
  await expect(alicesItemForAlice.getByRole('button', { name: '좋아요 1' })).toBeVisible();

  await aliceContext.close();
  await bobContext.close();
});

test('replies, edits and deletes a comment, and a post like count follows live', async ({
  browser,
  request,
}, testInfo) => {
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `C${run}`);
  const bob = await registerMember(request, testInfo, `D${run}`);
  const created = await request.post('/api/posts', {
    headers: auth(alice),
    data: { title: `답글 수정 삭제 ${run}`, content: '본문', type: 'TEXT', boardName: 'free' },
  });
  const postId = ((await created.json()) as { id: number }).id;
  const parentText = `부모 댓글 ${run}`;
  await request.post('/api/comments', {
    headers: auth(alice),
    data: { postId, content: parentText },
  });

  const aliceContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  await useMemberSession(alicePage, alice);
  const listening = subscribed(alicePage, `/topic/posts/${postId}/likes`);
  await alicePage.goto(`/post/${postId}`);
  const section = alicePage.getByRole('region', { name: '댓글' });
  const parent = section.getByRole('listitem', { name: `C${run}님의 댓글` }).first();
  await expect(parent.getByText(parentText)).toBeVisible();

  // Reply: a 2-row form under the comment; the reply shows under its parent.
  await parent.getByRole('button', { name: '답글' }).click();
  const replyInput = section.getByRole('textbox', { name: '답글 입력' });
  await expect(replyInput).toHaveAttribute('rows', '2');
  const replyText = `답글입니다 ${run}`;
  await replyInput.fill(replyText);
  await section.getByRole('button', { name: '등록', exact: true }).click();
  await expect(section.getByRole('paragraph').filter({ hasText: replyText })).toBeVisible();
  await expect(replyInput).toHaveCount(0);
  const listed = (await listComments(request, postId)) as (ListedComment & {
    replies: { content: string; parentId: number | null }[];
  })[];
  const stored = listed.find((c) => c.content === parentText);
  expect(stored?.replies).toEqual([
    expect.objectContaining({ content: replyText, parentId: stored?.id }),
  ]);

  // Edit the parent inline.
  await parent.getByRole('button', { name: '수정', exact: true }).first().click();
  const editor = section.getByRole('textbox', { name: '댓글 수정' });
  await expect(editor).toHaveValue(parentText);
  const edited = `고친 댓글 ${run}`;
  await editor.fill(edited);
  await section.getByRole('button', { name: '저장' }).click();
  await expect(section.getByRole('paragraph').filter({ hasText: edited })).toBeVisible();
  await expect
    .poll(async () => (await listComments(request, postId)).some((c) => c.content === edited))
    .toBe(true);

  // Delete the reply through the dialog.
  const replyItem = section.getByRole('listitem').filter({ hasText: replyText }).last();
  await replyItem.getByRole('button', { name: '삭제', exact: true }).click();
  const dialog = alicePage.getByRole('alertdialog').or(alicePage.getByRole('dialog'));
  await expect(dialog.getByText('댓글 삭제')).toBeVisible();
  await expect(dialog.getByText('댓글을 삭제하시겠습니까?')).toBeVisible();
  await dialog.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(section.getByRole('paragraph').filter({ hasText: replyText })).toHaveCount(0);

  // Bob likes the post through the API; Alice's page shows the new count without reloading.
  await listening;
  const article = alicePage.getByRole('article', { name: `답글 수정 삭제 ${run}` });
  await expect(article.getByRole('button', { name: '좋아요 0', exact: true })).toBeVisible();
  const liked = await request.post(`/api/like/post/${postId}?status=1`, { headers: auth(bob) });
  expect(liked.ok()).toBe(true);
  await expect(article.getByRole('button', { name: '좋아요 1', exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: '좋아요 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await aliceContext.close();
});
