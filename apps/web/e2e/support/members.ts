import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

export interface Member {
  token: string;
  user: { id: number; nickname: string | null };
}

/** A short id unique per run and project, fit for nicknames (2–10 characters) and titles. */
export function runId(testInfo: TestInfo): string {
  return `${Date.now().toString(36).slice(-5)}${testInfo.project.name[0]}${testInfo.workerIndex}`;
}

/** Signs a new member up through the API. */
export async function registerMember(
  request: APIRequestContext,
  testInfo: TestInfo,
  nickname: string,
): Promise<Member> {
  const response = await request.post('/api/auth/register', {
    data: {
      email: `e2e-${nickname}-${Date.now()}-${testInfo.project.name}@example.com`,
      password: 'e2e-password-1',
      nickname,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Member;
}

/** Starts every page of `page` signed in as `member`, as a completed sign-in leaves storage. */
export async function useMemberSession(page: Page, member: Member): Promise<void> {
  await page.addInitScript(({ token, user }) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }
  }, member);
}

/** The first operator of the e2e server (ADMIN_EMAIL and ADMIN_PASSWORD in playwright.config.ts). */
const OPERATOR = { email: 'admin@e2e.test', password: 'e2e-operator-1' };

/** Signs the first operator in through the API. */
export async function signInOperator(request: APIRequestContext): Promise<Member> {
  const login = await request.post('/api/auth/login', { data: OPERATOR });
  expect(login.status()).toBe(200);
  return (await login.json()) as Member;
}

/** The Authorization header of a member's API calls. */
export const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

/** A TEXT post on the free board through the API; its id. */
export async function newPost(request: APIRequestContext, author: Member, title: string) {
  const created = await request.post('/api/posts', {
    headers: auth(author),
    data: { title, content: '본문', type: 'TEXT', boardName: 'free' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A comment (or a reply, with `parentId`) through the API; its id. */
export async function newComment(
  request: APIRequestContext,
  author: Member,
  postId: number,
  content: string,
  parentId?: number,
) {
  const created = await request.post('/api/comments', {
    headers: auth(author),
    data: { postId, content, parentId },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
