import { z } from 'zod';
import { User } from './users';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Plain constants referenced by name: a property read inside a schema call would keep zod in any
// web bundle that imports only the messages.
const EMAIL_INVALID = '올바른 이메일 주소를 입력해주세요.';
const PASSWORD_SHORT = `비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.`;
const PASSWORD_LONG = `비밀번호는 ${PASSWORD_MAX}자 이하여야 합니다.`;

export const authMessages = {
  emailInvalid: EMAIL_INVALID,
  passwordShort: PASSWORD_SHORT,
  passwordLong: PASSWORD_LONG,
  emailTaken: '이미 가입된 이메일입니다.',
  wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  noToken: '로그인 응답에 토큰이 없습니다.',
} as const;

export const RegisterBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: EMAIL_INVALID }).max(254)),
  password: z
    .string()
    .min(PASSWORD_MIN, { error: PASSWORD_SHORT })
    .max(PASSWORD_MAX, { error: PASSWORD_LONG }),
  nickname: z.string().max(100).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const AuthResponse = z.object({
  token: z.string(),
  user: User,
  /** True when this sign-in created the account. */
  isFirstLogin: z.boolean(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** What the sign-in popup posts to window.opener (SPEC.md §4 'Login popup'). */
export type PopupMessage =
  { token: string; isFirstLogin: boolean } | { error: string; errorMessage: string };
