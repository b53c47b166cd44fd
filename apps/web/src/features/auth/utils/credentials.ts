import { authMessages, PASSWORD_MAX, PASSWORD_MIN } from '@myeolgong/contract/auth';
import * as ko from '../../../lib/i18n/ko';

export type CredentialsMode = 'login' | 'register';

export interface Credentials {
  email: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** Close to what the server accepts (zod's e-mail check); the server has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The browser-side checks mirroring the server: a valid e-mail, and for sign-up a long enough password. */
export function validateCredentials(mode: CredentialsMode, values: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = ko.auth.emailRequired;
  else if (email.length > 254 || !EMAIL_PATTERN.test(email))
    errors.email = authMessages.emailInvalid;

  if (!values.password) errors.password = ko.auth.passwordRequired;
  else if (mode === 'register' && values.password.length < PASSWORD_MIN) {
    errors.password = authMessages.passwordShort;
  } else if (values.password.length > PASSWORD_MAX) errors.password = authMessages.passwordLong;
  return errors;
}
