import type { App } from '../src/app';

let counter = 0;

/** Registers a member through the API and returns its token and user. */
export async function registerUser(
  app: App,
  overrides: { email?: string; password?: string; nickname?: string } = {},
) {
  counter += 1;
  const email = overrides.email ?? `member${counter}-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: overrides.password ?? 'correct horse',
      nickname: overrides.nickname,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as {
    token: string;
    user: { id: number; email: string; nickname: string | null };
  };
  return { ...body, email, auth: { authorization: `Bearer ${body.token}` } };
}

/** The first operator of test apps that pass `...OPERATOR_ENV` to buildTestApp (start.ts makes it). */
export const OPERATOR = { email: 'operator@example.test', password: 'operator password 1' };
export const OPERATOR_ENV = { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password };

/** Signs in with an e-mail and password through the API and returns its token and user. */
export async function signIn(app: App, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as {
    token: string;
    user: { id: number; email: string; nickname: string | null; role: string };
  };
  return { ...body, email, auth: { authorization: `Bearer ${body.token}` } };
}

/** The SUPER_ADMIN of OPERATOR_ENV, signed in. */
export const signInOperator = (app: App) => signIn(app, OPERATOR.email, OPERATOR.password);
