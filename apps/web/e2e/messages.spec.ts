import { expect, type Page, test } from '@playwright/test';
import { newPost, registerMember, runId, useMemberSession } from './support/members';
import { themeShots } from './support/screenshots';

/** Resolves once the page's STOMP client has subscribed to its 쪽지 queue. */
function subscribedToMessages(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('/user/queue/messages')) resolve();
      });
    });
  });
}

test('two members exchange 쪽지 live: the badge counts it, the thread shows it, delete and report', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const mobile = testInfo.project.name === 'mobile';
  const run = runId(testInfo);
  const alice = await registerMember(request, testInfo, `A${run}`);
  const bob = await registerMember(request, testInfo, `B${run}`);
  const postId = await newPost(request, alice, `쪽지 받을 글 ${run}`);

  // Alice waits on another page, her 쪽지 link in the top bar (and the phone's bottom bar).
  const aliceContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  await useMemberSession(alicePage, alice);
  const aliceListening = subscribedToMessages(alicePage);
  await alicePage.goto('/home');
  await aliceListening;
  await expect(alicePage.getByTestId('messages-badge')).toHaveCount(0);

  // Bob finds her post and writes to its author from the post's menu.
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await useMemberSession(bobPage, bob);
  const bobListening = subscribedToMessages(bobPage);
  await bobPage.goto(`/post/${postId}`);
  await bobPage.getByRole('button', { name: '더보기' }).first().click();
  await bobPage.getByRole('link', { name: '쪽지 보내기' }).click();
  await expect(bobPage).toHaveURL(new RegExp(`/messages/${alice.user.id}$`));
  await expect(bobPage.getByRole('heading', { name: `A${run}님과의 쪽지` })).toBeVisible();
  await bobListening;
  const input = bobPage.getByRole('textbox', { name: '쪽지 내용' });
  await input.fill('안녕하세요, 글 잘 읽었습니다!');
  await expect(bobPage.getByText('17 / 1,000자')).toBeVisible();
  await bobPage.getByTestId('message-send').click();
  const bobThread = bobPage.getByTestId('message-thread');
  await expect(bobThread.getByText('안녕하세요, 글 잘 읽었습니다!')).toBeVisible();
  await expect(input).toHaveValue('');

  // Alice's badge counts it without a reload, on the phone in the bottom bar too.
  await expect(alicePage.getByTestId('messages-badge')).toHaveText('1');
  await expect(alicePage.getByRole('link', { name: '쪽지, 읽지 않음 1' })).toBeVisible();
  if (mobile) await expect(alicePage.getByTestId('messages-badge-mobile')).toHaveText('1');
  await alicePage.getByTestId('messages-link').click();
  await expect(alicePage).toHaveURL(/\/messages$/);
  const conversation = alicePage.getByRole('link', { name: new RegExp(`B${run}`) });
  await expect(conversation.getByTestId('conversation-unread')).toContainText('1');
  await conversation.click();
  const aliceThread = alicePage.getByTestId('message-thread');
  await expect(aliceThread.getByText('안녕하세요, 글 잘 읽었습니다!')).toBeVisible();
  // Opening the thread read it: the badge goes.
  await expect(alicePage.getByTestId('messages-badge')).toHaveCount(0);

  // She answers from the keyboard (Ctrl+Enter); Bob's open thread shows it live.
  const reply = alicePage.getByRole('textbox', { name: '쪽지 내용' });
  await reply.fill('감사합니다. 좋은 하루 보내세요.');
  await reply.press('Control+Enter');
  await expect(aliceThread.getByText('감사합니다. 좋은 하루 보내세요.')).toBeVisible();
  await expect(bobThread.getByText('감사합니다. 좋은 하루 보내세요.')).toBeVisible();
  await themeShots(alicePage, 'messages-thread', testInfo.project.name);

  // Bob deletes his own message for himself only.
  const bobsMessage = bobThread.getByTestId('message').filter({ hasText: '글 잘 읽었습니다' });
  await bobsMessage.getByRole('button', { name: '쪽지 메뉴' }).click();
  await bobPage.getByRole('button', { name: '나에게서 삭제', exact: true }).click();
  await bobPage.getByRole('alertdialog').getByRole('button', { name: '나에게서 삭제' }).click();
  await expect(bobThread.getByText('안녕하세요, 글 잘 읽었습니다!')).toHaveCount(0);
  await alicePage.reload();
  await expect(aliceThread.getByText('안녕하세요, 글 잘 읽었습니다!')).toBeVisible();

  // Alice reports his message.
  const received = aliceThread.getByTestId('message').filter({ hasText: '글 잘 읽었습니다' });
  await received.getByRole('button', { name: '쪽지 메뉴' }).click();
  await alicePage.getByRole('button', { name: '신고', exact: true }).click();
  const dialog = alicePage.getByRole('dialog', { name: '쪽지 신고' });
  await dialog.getByText('스팸·광고').click();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(alicePage.getByText('신고가 접수되었습니다. 운영자가 검토합니다.')).toBeVisible();

  await bobContext.close();
  await aliceContext.close();
});
