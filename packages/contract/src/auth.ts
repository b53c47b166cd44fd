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
  wrongCurrentPassword: '현재 비밀번호가 올바르지 않습니다.',
  samePassword: '새 비밀번호가 현재 비밀번호와 같습니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해야 합니다.',
  noEmailForPassword: '이메일이 없는 계정에는 비밀번호를 설정할 수 없습니다.',
  loggedOutEverywhere: '모든 기기에서 로그아웃되었습니다.',
  confirmationSent: '인증 메일을 보냈습니다. 메일의 링크를 눌러 주소를 인증해 주세요.',
  confirmationUnavailable:
    '이 사이트에는 메일 발송이 설정되어 있지 않아 이메일 인증을 할 수 없습니다.',
  alreadyConfirmed: '이미 인증된 이메일 주소입니다.',
  confirmationInvalid: '인증 링크가 올바르지 않거나 만료되었습니다. 인증 메일을 다시 받아 주세요.',
  emailConfirmed: '이메일 주소가 인증되었습니다.',
  devLoginExistingAccount:
    '이미 가입된 이메일입니다. 개발용 로그인으로는 기존 계정이나 관리자 주소에 로그인할 수 없습니다.',
  devLoginLoopbackOnly: '개발용 로그인은 서버와 같은 컴퓨터(localhost)에서만 쓸 수 있습니다.',
  passwordCommon: '너무 흔한 비밀번호입니다. 다른 사람이 짐작하기 어려운 비밀번호를 사용해 주세요.',
  passwordIsEmail: '이메일 주소나 이메일 아이디를 비밀번호로 사용할 수 없습니다.',
  passwordIsNickname: '닉네임을 비밀번호로 사용할 수 없습니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
} as const;

/** The agreements of the sign-up (CONTRACT.md 'Sign-up and account hygiene'). */
export const agreementMessages = {
  terms: '이용약관에 동의해 주세요.',
  privacy: '개인정보 수집·이용에 동의해 주세요.',
  age14: '만 14세 미만은 보호자(법정대리인)의 동의가 필요해 이 화면에서 가입할 수 없습니다.',
} as const;

/** The agreements as sent: the three required ones must be true, marketing may be false. */
export const AgreementsBody = z.object({
  terms: z.boolean(),
  privacy: z.boolean(),
  age14: z.boolean(),
  marketing: z.boolean().default(false),
});
export type AgreementsBody = z.infer<typeof AgreementsBody>;

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
  /**
   * 이용약관, 개인정보 수집·이용, 만 14세 이상 (required when sent) and 마케팅 정보 수신
   * (optional). Older clients leave it out: the account is made without them and the web app
   * asks for them at the next sign-in.
   */
  agreements: AgreementsBody.optional(),
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

/** POST /api/auth/password. Accounts without a password (Google only) may leave the current one empty. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().max(PASSWORD_MAX).default(''),
  newPassword: z
    .string()
    .min(PASSWORD_MIN, { error: PASSWORD_SHORT })
    .max(PASSWORD_MAX, { error: PASSWORD_LONG }),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** A fresh token for this device; every token issued earlier stops working. */
export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /api/auth/confirm-email: the token from the confirmation e-mail's link. */
export const ConfirmEmailBody = z.object({ token: z.string().min(1).max(2000) });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** What the sign-in popup posts to window.opener (SPEC.md §4 'Login popup'). */
export type PopupMessage =
  { token: string; isFirstLogin: boolean } | { error: string; errorMessage: string };
