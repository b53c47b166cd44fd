import { agreementMessages, type AgreementsBody } from '@myeolgong/contract/auth';
import type { Agreements } from '@myeolgong/contract/users';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/**
 * The sign-up agreements (CONTRACT.md 'Sign-up and account hygiene', migration 0036): 이용약관,
 * 개인정보 수집·이용 and 만 14세 이상 are required whenever agreements are sent; 마케팅 정보 수신 is
 * optional. Stored as the time each was given.
 */
export function assertRequiredAgreements(agreements: AgreementsBody) {
  const fields: Record<string, string> = {};
  // The age first: an under-14 is told why they cannot sign up here, not to tick the terms.
  if (!agreements.age14) fields.age14 = agreementMessages.age14;
  if (!agreements.terms) fields.terms = agreementMessages.terms;
  if (!agreements.privacy) fields.privacy = agreementMessages.privacy;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, { ...prefixed(fields) });
}

const prefixed = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [`agreements.${k}`, v]));

/** The columns of a new account that agreed to `agreements` at `at`. */
export function agreementColumns(agreements: AgreementsBody, at: Date) {
  return {
    terms_agreed_at: agreements.terms ? at : null,
    privacy_agreed_at: agreements.privacy ? at : null,
    age14_confirmed_at: agreements.age14 ? at : null,
    marketing_agreed_at: agreements.marketing ? at : null,
  };
}

export function presentAgreements(row: UserRow): Agreements {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    terms: iso(row.terms_agreed_at),
    privacy: iso(row.privacy_agreed_at),
    age14: iso(row.age14_confirmed_at),
    marketing: iso(row.marketing_agreed_at),
  };
}
