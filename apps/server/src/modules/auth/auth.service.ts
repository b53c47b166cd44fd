import {
  authMessages,
  type AuthResponse,
  type ChangePasswordBody,
  type RegisterBody,
} from '@myeolgong/contract/auth';
import { isUnsetNickname, nicknameMessages, nicknameProblem } from '@myeolgong/contract/users';
import type { UserRow } from '../../db/schema';
import {
  AppError,
  badRequest,
  conflict,
  serviceUnavailable,
  unauthenticated,
} from '../../lib/errors';
import { waitInKorean } from '../../lib/korean-wait';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { isUniqueViolation } from '../../db/errors';
import type { UsersRepository } from '../users/users.repository';
import { presentUser } from '../users/users.presenter';
import type { ExternalProfile } from './oidc-provider';

export const ADMIN_NICKNAME = '관리자';
const MINUTE = 60_000;
/** Subjects of the development sign-in's accounts (never a real provider's). */
export const DEV_SUBJECT_PREFIX = 'dev:';
const CONFIRM_PURPOSE = 'email-confirm';
const CONFIRM_SECONDS = 24 * 60 * 60;

/** Per-address, per-e-mail-and-address and per-member limits of the account routes. */
export const authLimits = {
  loginPerIp: { limit: 20, windowMs: 10 * MINUTE },
  /**
   * Wrong passwords lock one e-mail out from one address only: a stranger elsewhere cannot lock a
   * member out (CONTRACT.md 'Accounts').
   */
  loginPerEmailAndIp: { limit: 8, windowMs: 10 * MINUTE },
  registerPerIp: { limit: 5, windowMs: 60 * MINUTE },
  externalPerIp: { limit: 30, windowMs: 10 * MINUTE },
  passwordPerMember: { limit: 10, windowMs: 10 * MINUTE },
  confirmationPerMember: { limit: 3, windowMs: 60 * MINUTE },
};

/**
 * Attempts on one e-mail from all addresses together are not refused, only slowed down: past
 * this many in the window each further attempt waits a little longer (up to the cap).
 */
export const loginSlowdown = { after: 10, windowMs: 10 * MINUTE, stepMs: 250, capMs: 3000 };

const tooManyAttempts = (seconds: number) =>
  `로그인 시도가 너무 많습니다. ${waitInKorean(seconds)} 후에 다시 시도해 주세요.`;

export function authService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  adminEmails: readonly string[];
  /** ADMIN_EMAIL: the first operator's address, never for the development sign-in. */
  firstOperatorEmail?: string | undefined;
  mailer?: Mailer | undefined;
  /**
   * The site's public origin (PUBLIC_ORIGIN, required with SMTP_URL): confirmation links point
   * there, never to a request's Host header, which a client chooses.
   */
  publicOrigin?: string | undefined;
  siteName: string;
  /** Drops what the server remembers of a member's account (plugins/auth.ts) after a change. */
  forgetMember: (userId: number) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { users, tokens, limiter } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const isAdminAddress = (email: string | null) =>
    email !== null &&
    (deps.adminEmails.includes(email.toLowerCase()) ||
      deps.firstOperatorEmail === email.toLowerCase());

  /**
   * ADMIN_EMAILS members become SUPER_ADMIN on a sign-in that proved their address (`proven`),
   * named 관리자 when they have no name. Anything else leaves the role alone.
   */
  async function promoteIfAdmin(user: UserRow, proven: boolean): Promise<UserRow> {
    if (!proven || !user.email || !deps.adminEmails.includes(user.email.toLowerCase())) return user;
    if (user.role === 'SUPER_ADMIN') return user;
    const nickname =
      isUnsetNickname(user.nickname) && !(await users.nicknameTaken(ADMIN_NICKNAME, user.id))
        ? ADMIN_NICKNAME
        : undefined;
    const promoted = await users.setRole(user.id, 'SUPER_ADMIN', nickname);
    await deps.forgetMember(user.id);
    return promoted;
  }

  async function respond(
    user: UserRow,
    isFirstLogin: boolean,
    proven: boolean,
  ): Promise<AuthResponse> {
    const current = await promoteIfAdmin(user, proven);
    const token = await tokens.sign({ userId: current.id, version: current.token_version });
    return { token, user: presentUser(current, { self: true }), isFirstLogin };
  }

  async function sendConfirmation(user: UserRow) {
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
    async register(body: RegisterBody, ip: string): Promise<AuthResponse> {
      await limiter.check(
        `register:ip:${ip}`,
        authLimits.registerPerIp,
        (s) => `가입 요청이 너무 많습니다. ${waitInKorean(s)} 후에 다시 시도해 주세요.`,
      );
      let nickname: string | null = null;
      if (body.nickname !== undefined && body.nickname.trim() !== '') {
        const problem = nicknameProblem(body.nickname);
        if (problem) throw badRequest(problem, { nickname: problem });
        nickname = body.nickname.trim();
        if (await users.nicknameTaken(nickname)) throw conflict(nicknameMessages.taken);
      }
      if (await users.findByEmail(body.email)) throw conflict(authMessages.emailTaken);
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await users.create({
          email: body.email,
          password_hash: passwordHash,
          google_sub: null,
          nickname,
          profile_image: null,
          restricted_until: null,
          deleted_at: null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            String((error as { constraint?: string }).constraint).includes('nickname')
              ? nicknameMessages.taken
              : authMessages.emailTaken,
          );
        }
        throw error;
      }
      // The account works at once; a mail server that is down must not undo the registration.
      await sendConfirmation(user).catch((error: unknown) =>
        deps.log?.warn({ err: error, userId: user.id }, 'confirmation mail failed'),
      );
      // Registering proves nothing about the address: a listed one stays USER here.
      return respond(user, true, false);
    },

    async login(email: string, password: string, ip: string): Promise<AuthResponse> {
      await limiter.check(`login:ip:${ip}`, authLimits.loginPerIp, tooManyAttempts);
      await limiter.check(
        `login:email-ip:${email}|${ip}`,
        authLimits.loginPerEmailAndIp,
        tooManyAttempts,
      );
      const onEmail = await limiter.count(`login:email:${email}`, loginSlowdown.windowMs);
      if (onEmail > loginSlowdown.after) {
        await sleep(
          Math.min(loginSlowdown.capMs, (onEmail - loginSlowdown.after) * loginSlowdown.stepMs),
        );
      }
      const user = await users.findByEmail(email);
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !ok) throw unauthenticated(authMessages.wrongCredentials);
      return respond(user, false, user.email_verified_at !== null);
    },

    /**
     * Signs in with an identity Google vouched for: the member linked to that subject, else the
     * member with that verified e-mail (now linked; an unproven password account loses its
     * password and tokens first), else a new member.
     */
    async signInExternal(profile: ExternalProfile, ip: string): Promise<AuthResponse> {
      await limiter.check(`external:ip:${ip}`, authLimits.externalPerIp, tooManyAttempts);
      const verifiedEmail = profile.email && profile.emailVerified ? profile.email : null;
      const linked = await users.findByGoogleSub(profile.subject);
      if (linked) {
        const proven =
          verifiedEmail !== null && linked.email?.toLowerCase() === verifiedEmail.toLowerCase();
        const current =
          proven && linked.email_verified_at === null
            ? ((await users.confirmEmail(linked.id, verifiedEmail)) ?? linked)
            : linked;
        return respond(current, false, proven);
      }
      if (verifiedEmail) {
        const byEmail = await users.findByEmail(verifiedEmail);
        if (byEmail) {
          const takeOver = byEmail.email_verified_at === null;
          const current = await users.linkGoogle(
            byEmail.id,
            profile.subject,
            profile.picture,
            takeOver,
          );
          if (takeOver) await deps.forgetMember(byEmail.id);
          return respond(current, false, true);
        }
      }
      try {
        const created = await users.create({
          email: verifiedEmail,
          password_hash: null,
          google_sub: profile.subject,
          nickname: null,
          profile_image: profile.picture,
          restricted_until: null,
          email_verified_at: verifiedEmail ? new Date() : null,
          deleted_at: null,
        });
        return await respond(created, true, verifiedEmail !== null);
      } catch (error) {
        // Two popups of the same person at once: the other one created the account.
        const again = isUniqueViolation(error)
          ? await users.findByGoogleSub(profile.subject)
          : undefined;
        if (again) return respond(again, false, verifiedEmail !== null);
        throw error;
      }
    },

    /**
     * The development sign-in (DEV_LOGIN=on, loopback only): plain member accounts of its own.
     * Never an administrator's address, never an account made any other way, never promoted.
     */
    async signInDevelopment(
      email: string,
      suggestedNickname: string | null | undefined,
      ip: string,
    ): Promise<AuthResponse> {
      await limiter.check(`external:ip:${ip}`, authLimits.externalPerIp, tooManyAttempts);
      const subject = `${DEV_SUBJECT_PREFIX}${email.toLowerCase()}`;
      if (isAdminAddress(email)) throw devRefused();
      const existing = await users.findByEmail(email);
      if (existing) {
        const own =
          existing.google_sub === subject &&
          existing.password_hash === null &&
          existing.role === 'USER';
        if (!own) throw devRefused();
        return respond(existing, false, false);
      }
      const nickname =
        suggestedNickname &&
        !nicknameProblem(suggestedNickname) &&
        !(await users.nicknameTaken(suggestedNickname.trim()))
          ? suggestedNickname.trim()
          : null;
      try {
        const created = await users.create({
          email,
          password_hash: null,
          google_sub: subject,
          nickname,
          profile_image: null,
          restricted_until: null,
          deleted_at: null,
        });
        return await respond(created, true, false);
      } catch (error) {
        if (isUniqueViolation(error)) throw devRefused();
        throw error;
      }
    },

    /** Changes (or, for a Google-only account, sets) the password; older tokens stop working. */
    async changePassword(userId: number, body: ChangePasswordBody) {
      await limiter.check(
        `password:member:${userId}`,
        authLimits.passwordPerMember,
        (s) => `비밀번호 변경 시도가 너무 많습니다. ${waitInKorean(s)} 후에 다시 시도해 주세요.`,
      );
      const user = await users.findById(userId);
      if (!user) throw unauthenticated();
      if (user.password_hash) {
        if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
          const message = authMessages.wrongCurrentPassword;
          throw badRequest(message, { currentPassword: message });
        }
        if (body.currentPassword === body.newPassword) {
          throw badRequest(authMessages.samePassword, { newPassword: authMessages.samePassword });
        }
      } else if (!user.email) {
        throw badRequest(authMessages.noEmailForPassword);
      }
      const updated = await users.setPassword(userId, await hashPassword(body.newPassword));
      if (!updated) throw unauthenticated();
      await deps.forgetMember(userId);
      return { token: await tokens.sign({ userId, version: updated.token_version }) };
    },

    /** Signs the member out of every device: every token issued so far stops working. */
    async logoutEverywhere(userId: number) {
      await users.revokeTokens(userId);
      await deps.forgetMember(userId);
    },

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
        await sendConfirmation(user);
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

const devRefused = () => new AppError(403, 'FORBIDDEN', authMessages.devLoginExistingAccount);

/**
 * The first operator of ADMIN_EMAIL/ADMIN_PASSWORD (CONTRACT.md 'Accounts'): created, or made
 * SUPER_ADMIN with that password, at every start. Older tokens stop working when the password or
 * the role changes.
 */
export async function ensureFirstOperator(
  users: UsersRepository,
  operator: { email: string; password: string },
): Promise<{ id: number; created: boolean; changed: boolean }> {
  const existing = await users.findByEmail(operator.email);
  if (!existing) {
    const nickname = (await users.nicknameTaken(ADMIN_NICKNAME)) ? null : ADMIN_NICKNAME;
    try {
      const created = await users.create({
        email: operator.email,
        password_hash: await hashPassword(operator.password),
        google_sub: null,
        nickname,
        profile_image: null,
        role: 'SUPER_ADMIN',
        restricted_until: null,
        email_verified_at: new Date(),
        deleted_at: null,
      });
      return { id: created.id, created: true, changed: true };
    } catch (error) {
      // Another instance starting at the same moment created it: update that one below.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const row = existing ?? (await users.findByEmail(operator.email));
  if (!row) throw new Error('ADMIN_EMAIL account vanished while it was being set up');
  const samePassword = await verifyPassword(row.password_hash, operator.password);
  if (samePassword && row.role === 'SUPER_ADMIN' && row.email_verified_at) {
    return { id: row.id, created: false, changed: false };
  }
  const nickname =
    isUnsetNickname(row.nickname) && !(await users.nicknameTaken(ADMIN_NICKNAME, row.id))
      ? ADMIN_NICKNAME
      : null;
  await users.makeFirstOperator(
    row.id,
    samePassword ? null : await hashPassword(operator.password),
    nickname,
  );
  return { id: row.id, created: false, changed: true };
}

export type AuthService = ReturnType<typeof authService>;
