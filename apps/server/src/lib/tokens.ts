import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'myeolgong';
const ALGORITHM = 'HS256';
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

interface TokenClaims {
  userId: number;
  /** The member's token version when the token was made; a newer version revokes it. */
  version: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything forged, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
  /** Signs short-lived data for one purpose (e.g. a sign-in flow kept in a cookie). */
  seal(data: Record<string, string>, purpose: string, lifetimeSeconds: number): Promise<string>;
  /** The data of a valid seal made for `purpose`, or null. */
  unseal(sealed: string, purpose: string): Promise<Record<string, string> | null>;
}

/** Tokens verified lately, kept so a member's next requests skip the signature check. */
const VERIFIED_KEPT = 10_000;

export function createTokenService(
  secret: string,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): TokenService {
  const key = new TextEncoder().encode(secret);
  /**
   * The exact strings of tokens whose signature checked out, with their claims and expiry (ms).
   * The same string carries the same signature under the same secret, so it stays valid until it
   * expires; anything altered is another string and is checked in full. Oldest first out.
   */
  const verified = new Map<string, { claims: TokenClaims; expires: number }>();
  return {
    sign({ userId, version }) {
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expires > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        // Only HS256: 'none' and every asymmetric algorithm are refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const version = payload.ver;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number')
          return null;
        const claims = { userId, version };
        verified.set(token, { claims, expires: payload.exp! * 1000 });
        if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
    seal(data, purpose, lifetime) {
      return new SignJWT({ data })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setAudience(purpose)
        .setIssuedAt()
        .setExpirationTime(`${lifetime}s`)
        .sign(key);
    },
    async unseal(sealed, purpose) {
      try {
        const { payload } = await jwtVerify(sealed, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: purpose,
        });
        const data = payload.data;
        if (!data || typeof data !== 'object') return null;
        return Object.fromEntries(
          Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
