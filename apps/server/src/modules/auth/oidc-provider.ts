import type * as Oidc from 'openid-client';
import { lazy } from '../../lib/lazy';

// openid-client loads with the first sign-in flow, not at the server's start.
const loadOidc = lazy(() => import('openid-client'));

/** What we keep of the identity a provider vouches for. */
export interface ExternalProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcProvider {
  authorizationUrl(redirectUri: string, secrets: FlowSecrets): Promise<URL>;
  /** Exchanges the code on the callback URL, checking state, nonce, PKCE and the ID token. */
  finish(callbackUrl: URL, secrets: FlowSecrets): Promise<ExternalProfile>;
}

/**
 * Google (or any OpenID Connect provider at `issuer`) with the authorization-code flow, PKCE and a
 * nonce, through openid-client. Discovery happens on first use and is cached.
 */
export function createOidcProvider(opts: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): OidcProvider {
  let configuration: Promise<Oidc.Configuration> | undefined;
  const config = () => {
    configuration ??= loadOidc()
      .then((oidc) =>
        oidc.discovery(
          new URL(opts.issuer),
          opts.clientId,
          opts.clientSecret,
          undefined,
          opts.issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationUrl(redirectUri, secrets) {
      const oidc = await loadOidc();
      return oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
    },
    async finish(callbackUrl, secrets) {
      const oidc = await loadOidc();
      const tokens = await oidc.authorizationCodeGrant(await config(), callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('ID 토큰이 없습니다.');
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        name: text(claims.name),
        picture: text(claims.picture),
      };
    },
  };
}

export async function newFlowSecrets(state: string): Promise<FlowSecrets> {
  const oidc = await loadOidc();
  return { state, nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}
