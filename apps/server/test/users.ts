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
