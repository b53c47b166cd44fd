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

/*
 * No limit or delay per e-mail across all addresses: the owner paid it too (issue 50). Guesses on
 * one account from many addresses are bounded per address and per e-mail and address above, and
 * wait behind the owner in the password queue (sign-in-lanes.ts, lib/password-queue.ts).
 */

export const tooManyAttempts = (seconds: number) =>
  `로그인 시도가 너무 많습니다. ${waitInKorean(seconds)} 후에 다시 시도해 주세요.`;
