// Kept free of zod at run time: the web app imports it (every import here is a type).
import type {
  AuthResponse,
  ChangePasswordBody,
  ConfirmEmailBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  TokenResponse,
} from '../auth';
import type { z } from 'zod';
import { GET, POST } from '../endpoint';

/** What a request sends: a schema's input (defaults may be left out). */
type In<T extends z.ZodType> = z.input<T>;

export const authRegister = POST(
  '/api/auth/register',
  {} as { body: In<typeof RegisterBody>; res: AuthResponse },
);
export const authLogin = POST(
  '/api/auth/login',
  {} as { body: In<typeof LoginBody>; res: AuthResponse },
);
/** Opened in a popup, not fetched: `?origin=` the page's origin. */
export const authGoogle = GET('/api/auth/google', {} as { query: { origin: string }; res: string });
export const authGoogleCallback = GET('/api/auth/google/callback', {} as { res: string });
/** The sign-in popup's agreements form for a new Google account (an HTML page answers it). */
export const authGoogleAgreements = POST('/api/auth/google/agreements', {} as { res: string });
export const authChangePassword = POST(
  '/api/auth/password',
  {} as { body: In<typeof ChangePasswordBody>; res: TokenResponse },
);
export const authLogoutAll = POST('/api/auth/logout-all', {} as { res: void });
export const authConfirmEmail = POST(
  '/api/auth/confirm-email',
  {} as { body: In<typeof ConfirmEmailBody>; res: MessageResponse },
);
export const authResendConfirmation = POST(
  '/api/auth/confirm-email/resend',
  {} as { res: MessageResponse },
);
