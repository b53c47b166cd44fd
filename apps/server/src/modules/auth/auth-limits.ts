import { waitInKorean } from '../../lib/korean-wait';

const MINUTE = 60_000;

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

export const tooManyAttempts = (seconds: number) =>
  `로그인 시도가 너무 많습니다. ${waitInKorean(seconds)} 후에 다시 시도해 주세요.`;
