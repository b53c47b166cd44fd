import { isUnsetNickname } from '@myeolgong/contract/users';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UsersRepository } from '../users/users.repository';

/** The name an operator account gets when it has none. */
export const ADMIN_NICKNAME = '관리자';

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
