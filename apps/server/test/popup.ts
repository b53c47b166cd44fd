import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';

/** The agreements the popup's forms send when every box is ticked (marketing left out). */
export const AGREED = { terms: 'on', privacy: 'on', age14: 'on' } as const;

/**
 * A popup answer that asks for the sign-up agreements (a Google sign-in that would create an
 * account) is answered with `agreements`; any other answer is returned as it is.
 */
export async function answerAgreements(
  app: App,
  res: LightMyRequestResponse,
  agreements: Record<string, string> = AGREED,
  cookie = signupCookie(res),
): Promise<LightMyRequestResponse> {
  const signup = res.body.match(/name="signup" value="([^"]+)"/)?.[1];
  if (!signup || !cookie) return res;
  return app.inject({
    method: 'POST',
    url: '/api/auth/google/agreements',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ signup, ...agreements }).toString(),
  });
}

/** The cookie that keeps a Google identity waiting for its agreements, when `res` set it. */
export function signupCookie(res: LightMyRequestResponse): string | undefined {
  const set = res.headers['set-cookie'];
  const all = Array.isArray(set) ? set : set ? [String(set)] : [];
  return all.map((c) => c.split(';')[0]!.trim()).find((c) => c.startsWith('oidc_signup='));
}
