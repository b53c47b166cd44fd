import { authMessages, type AuthResponse, type RegisterBody } from '@myeolgong/contract/auth';
import { isUnsetNickname, nicknameMessages, nicknameProblem } from '@myeolgong/contract/users';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { isUniqueViolation, type UsersRepository } from '../users/users.repository';
import { presentUser } from '../users/users.presenter';
import type { ExternalProfile } from './oidc-provider';

const ADMIN_NICKNAME = '관리자';
const MINUTE = 60_000;

/** Per-IP and per-e-mail limits for sign-in and registration (CONTRACT.md 'Operations'). */
export const authLimits = {
  loginPerIp: { limit: 20, windowMs: 10 * MINUTE },
  loginPerEmail: { limit: 8, windowMs: 10 * MINUTE },
  registerPerIp: { limit: 5, windowMs: 60 * MINUTE },
  externalPerIp: { limit: 30, windowMs: 10 * MINUTE },
};

const tooManyAttempts = (seconds: number) =>
  `로그인 시도가 너무 많습니다. ${seconds}초 후에 다시 시도해 주세요.`;

export function authService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  adminEmails: readonly string[];
  /** Drops what the server remembers of a member's account (plugins/auth.ts) after a change. */
  forgetMember: (userId: number) => Promise<void>;
}) {
  const { users, tokens, limiter } = deps;

  /** ADMIN_EMAILS members become SUPER_ADMIN on sign-in, named 관리자 when they have no name. */
  async function promoteIfAdmin(user: UserRow): Promise<UserRow> {
    if (!user.email || !deps.adminEmails.includes(user.email.toLowerCase())) return user;
    if (user.role === 'SUPER_ADMIN') return user;
    const nickname =
      isUnsetNickname(user.nickname) && !(await users.nicknameTaken(ADMIN_NICKNAME, user.id))
        ? ADMIN_NICKNAME
        : undefined;
    const promoted = await users.setRole(user.id, 'SUPER_ADMIN', nickname);
    await deps.forgetMember(user.id);
    return promoted;
  }

  async function respond(user: UserRow, isFirstLogin: boolean): Promise<AuthResponse> {
    const current = await promoteIfAdmin(user);
    const token = await tokens.sign({ userId: current.id, version: current.token_version });
    return { token, user: presentUser(current, true), isFirstLogin };
  }

  return {
    async register(body: RegisterBody, ip: string): Promise<AuthResponse> {
      await limiter.check(
        `register:ip:${ip}`,
        authLimits.registerPerIp,
        (s) => `가입 요청이 너무 많습니다. ${s}초 후에 다시 시도해 주세요.`,
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
      try {
        const user = await users.create({
          email: body.email,
          password_hash: passwordHash,
          google_sub: null,
          nickname,
          profile_image: null,
          restricted_until: null,
          deleted_at: null,
        });
        return await respond(user, true);
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
    },

    async login(email: string, password: string, ip: string): Promise<AuthResponse> {
      await limiter.check(`login:ip:${ip}`, authLimits.loginPerIp, tooManyAttempts);
      await limiter.check(`login:email:${email}`, authLimits.loginPerEmail, tooManyAttempts);
      const user = await users.findByEmail(email);
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !ok) throw unauthenticated(authMessages.wrongCredentials);
      return respond(user, false);
    },

    /**
     * Signs in with an identity a provider vouched for: the member linked to that subject, else
     * the member with that verified e-mail (now linked), else a new member.
     */
    async signInExternal(
      profile: ExternalProfile,
      ip: string,
      /** A nickname to give a new member when it is acceptable and free (development sign-in). */
      suggestedNickname?: string | null,
    ): Promise<AuthResponse> {
      await limiter.check(`external:ip:${ip}`, authLimits.externalPerIp, tooManyAttempts);
      const linked = await users.findByGoogleSub(profile.subject);
      if (linked) return respond(linked, false);
      if (profile.email && profile.emailVerified) {
        const byEmail = await users.findByEmail(profile.email);
        if (byEmail)
          return respond(
            await users.linkGoogle(byEmail.id, profile.subject, profile.picture),
            false,
          );
      }
      const nickname =
        suggestedNickname &&
        !nicknameProblem(suggestedNickname) &&
        !(await users.nicknameTaken(suggestedNickname.trim()))
          ? suggestedNickname.trim()
          : null;
      try {
        const created = await users.create({
          email: profile.emailVerified ? profile.email : null,
          password_hash: null,
          google_sub: profile.subject,
          nickname,
          profile_image: profile.picture,
          restricted_until: null,
          deleted_at: null,
        });
        return await respond(created, true);
      } catch (error) {
        // Two popups of the same person at once: the other one created the account.
        const again = isUniqueViolation(error)
          ? await users.findByGoogleSub(profile.subject)
          : undefined;
        if (again) return respond(again, false);
        throw error;
      }
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
