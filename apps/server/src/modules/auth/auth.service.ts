import {
  authMessages,
  type AgreementsBody,
  type AuthResponse,
  type ChangePasswordBody,
  type RegisterBody,
} from '@myeolgong/contract/auth';
import { isUnsetNickname, nicknameMessages } from '@myeolgong/contract/users';
import { passwordProblem } from '../../policies/password';
import { nicknameRefusal, staffNicknameMatcher } from '../../policies/nickname';
import { agreementColumns, assertRequiredAgreements } from '../users/agreements';
import { signInLanes } from './sign-in-lanes';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, conflict, unauthenticated } from '../../lib/errors';
import { waitInKorean } from '../../lib/korean-wait';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { isUniqueViolation } from '../../db/errors';
import type { UsersRepository } from '../users/users.repository';
import { presentUser } from '../users/users.presenter';
import type { ExternalProfile } from './oidc-provider';
import { authLimits, tooManyAttempts } from './auth-limits';
import { emailConfirmation } from './email-confirmation';
import { ADMIN_NICKNAME } from './first-operator';

/**
 * Accounts: e-mail registration and sign-in, Google and development sign-in, password and
 * sessions. Address confirmation is email-confirmation.ts; ADMIN_EMAIL's account at start is
 * first-operator.ts; the limits are auth-limits.ts.
 */

/** Subjects of the development sign-in's accounts (never a real provider's). */
const DEV_SUBJECT_PREFIX = 'dev:';

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
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { users, tokens, limiter } = deps;
  const confirmation = emailConfirmation(deps);
  const now = deps.now ?? Date.now;
  const lanes = signInLanes({ now });
  const posesAsStaff = staffNicknameMatcher(deps.siteName);
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

  return {
    async register(body: RegisterBody, ip: string): Promise<AuthResponse> {
      await limiter.check(
        `register:ip:${ip}`,
        authLimits.registerPerIp,
        (s) => `가입 요청이 너무 많습니다. ${waitInKorean(s)} 후에 다시 시도해 주세요.`,
      );
      // Sent agreements must include the required three; an older client sends none.
      if (body.agreements) assertRequiredAgreements(body.agreements);
      let nickname: string | null = null;
      if (body.nickname !== undefined && body.nickname.trim() !== '') {
        const problem = nicknameRefusal(body.nickname, { operator: false, posesAsStaff });
        if (problem) throw badRequest(problem, { nickname: problem });
        nickname = body.nickname.trim();
      }
      const weak = passwordProblem(body.password, { email: body.email, nickname });
      if (weak) throw badRequest(weak, { password: weak });
      if (nickname !== null && (await users.nicknameTaken(nickname))) {
        throw conflict(nicknameMessages.taken);
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
          ...(body.agreements ? agreementColumns(body.agreements, new Date(now())) : {}),
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
      await confirmation
        .send(user)
        .catch((error: unknown) =>
          deps.log?.warn({ err: error, userId: user.id }, 'confirmation mail failed'),
        );
      // This address may come back first in the password queue (sign-in-lanes.ts).
      lanes.succeeded(user.email!.toLowerCase(), ip);
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
      // No delay per e-mail across addresses: the owner paid it too (3 s after 32 strangers'
      // guesses, issue 50). Guesses are bounded by the two limits above, and the password queue
      // serves an address known to this account before anyone else (docs/security.md).
      const user = await users.findByEmail(email);
      const ok = await verifyPassword(
        user?.password_hash ?? null,
        password,
        lanes.laneFor(email, ip),
      );
      if (!user || !ok) {
        lanes.failed(ip);
        throw unauthenticated(authMessages.wrongCredentials);
      }
      lanes.succeeded(email, ip);
      return respond(user, false, user.email_verified_at !== null);
    },

    /**
     * Signs in with an identity Google vouched for: the member linked to that subject, else the
     * member with that verified e-mail (now linked; an unproven password account loses its
     * password and tokens first), else a new member.
     */
    async signInExternal(
      profile: ExternalProfile,
      ip: string,
      agreements?: AgreementsBody,
    ): Promise<AuthResponse> {
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
      // A new account: the agreements first (the popup asks for them, popup.routes.ts).
      if (!agreements) throw new AgreementsRequired();
      assertRequiredAgreements(agreements);
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
          ...agreementColumns(agreements, new Date(now())),
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
      agreements?: AgreementsBody,
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
      if (!agreements) throw new AgreementsRequired();
      assertRequiredAgreements(agreements);
      const nickname =
        suggestedNickname &&
        !nicknameRefusal(suggestedNickname, { operator: false, posesAsStaff }) &&
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
          ...agreementColumns(agreements, new Date(now())),
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
      const weak = passwordProblem(body.newPassword, user);
      if (weak) throw badRequest(weak, { newPassword: weak });
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

    resendConfirmation: confirmation.resendConfirmation,
    confirmEmail: confirmation.confirmEmail,
  };
}

/**
 * A sign-in through the popup would create an account, and the agreements were not given yet: the
 * popup shows them before anything is stored (popup.routes.ts).
 */
export class AgreementsRequired extends Error {
  constructor() {
    super('agreements required');
  }
}

const devRefused = () => new AppError(403, 'FORBIDDEN', authMessages.devLoginExistingAccount);

export type AuthService = ReturnType<typeof authService>;
