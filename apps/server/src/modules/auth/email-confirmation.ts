import { authMessages } from '@myeolgong/contract/auth';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, serviceUnavailable, unauthenticated } from '../../lib/errors';
import { waitInKorean } from '../../lib/korean-wait';
import type { Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import type { UsersRepository } from '../users/users.repository';
import { authLimits } from './auth-limits';

const CONFIRM_PURPOSE = 'email-confirm';
const CONFIRM_SECONDS = 24 * 60 * 60;

/** The address confirmation of e-mail accounts: the mail with its sealed link, and the link. */
export function emailConfirmation(deps: {
  users: UsersRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  mailer?: Mailer | undefined;
  publicOrigin?: string | undefined;
  siteName: string;
  forgetMember: (userId: number) => Promise<void>;
  log?: { warn(obj: object, msg: string): void } | undefined;
}) {
  const { users, tokens, limiter } = deps;

  /** Mails `user` a confirmation link; false when no mail server or public origin is set. */
  async function send(user: UserRow) {
    if (!deps.mailer || !deps.publicOrigin || !user.email) return false;
    const token = await tokens.seal(
      { userId: String(user.id), email: user.email.toLowerCase() },
      CONFIRM_PURPOSE,
      CONFIRM_SECONDS,
    );
    await deps.mailer.send({
      to: user.email,
      subject: `[${deps.siteName}] 이메일 주소를 인증해 주세요`,
      text: [
        `${deps.siteName}에 가입해 주셔서 감사합니다.`,
        '',
        '아래 링크를 열면 이메일 주소 인증이 끝납니다. 링크는 24시간 동안 유효합니다.',
        `${deps.publicOrigin}/confirm-email?token=${encodeURIComponent(token)}`,
        '',
        '직접 가입하지 않았다면 이 메일을 무시해 주세요. 인증하지 않은 계정은 이 주소로 구글 로그인을 하면 비밀번호가 지워집니다.',
      ].join('\n'),
    });
    return true;
  }

  return {
    send,

    /** Sends the address confirmation e-mail again (SMTP_URL must be set). */
    async resendConfirmation(userId: number) {
      if (!deps.mailer || !deps.publicOrigin) {
        throw badRequest(authMessages.confirmationUnavailable);
      }
      const user = await users.findById(userId);
      if (!user) throw unauthenticated();
      if (!user.email) throw badRequest(authMessages.noEmailForPassword);
      if (user.email_verified_at) throw conflict(authMessages.alreadyConfirmed);
      await limiter.check(
        `confirm:member:${userId}`,
        authLimits.confirmationPerMember,
        (s) => `인증 메일 요청이 너무 많습니다. ${waitInKorean(s)} 후에 다시 시도해 주세요.`,
      );
      try {
        await send(user);
      } catch (error) {
        deps.log?.warn({ err: error, userId }, 'confirmation mail failed');
        throw serviceUnavailable('인증 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.');
      }
      return { success: true as const, message: authMessages.confirmationSent };
    },

    /** Confirms an address from the e-mail's link. */
    async confirmEmail(token: string) {
      const data = await tokens.unseal(token, CONFIRM_PURPOSE);
      const userId = Number(data?.userId);
      if (!data?.email || !Number.isSafeInteger(userId)) {
        throw badRequest(authMessages.confirmationInvalid);
      }
      const confirmed = await users.confirmEmail(userId, data.email);
      if (!confirmed) throw badRequest(authMessages.confirmationInvalid);
      await deps.forgetMember(userId);
      return { success: true as const, message: authMessages.emailConfirmed };
    },
  };
}
