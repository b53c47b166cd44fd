// A local OpenID Connect provider for the browser tests: stands in for Google so the real sign-in
// code path (authorization code + PKCE + nonce, ID token signature) runs with no internet.
import { OAuth2Server } from 'oauth2-mock-server';

export const oidcUser = {
  sub: 'e2e-google-user',
  email: 'e2e.google@example.com',
  email_verified: true,
  name: 'E2E 구글 사용자',
};

const port = Number(process.argv[2] ?? 18932);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  if (token.payload.nonce !== undefined) Object.assign(token.payload, oidcUser);
});
await server.start(port, '127.0.0.1');
// The issuer must be the exact address the site is configured with (GOOGLE_ISSUER).
server.issuer.url = `http://127.0.0.1:${port}`;
console.log(`OpenID provider at ${server.issuer.url}`);
