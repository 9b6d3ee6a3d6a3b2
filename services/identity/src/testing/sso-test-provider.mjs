// A real OpenID Connect provider (the `oidc-provider` package) for the single sign-on tests: the
// service tests start it in their process, the end-to-end setup runs this file as a program.
// Any login is accepted at its development sign-in page; the login is the account's e-mail address,
// verified unless it starts with "unverified:".
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

const claimsOf = (login) => ({
  sub: login,
  email: login.replace(/^unverified:/, ''),
  email_verified: !login.startsWith('unverified:'),
});

/**
 * Starts the provider on 127.0.0.1 (port 0: a free one) with one confidential client that must use
 * PKCE. Resolves to its issuer URL and a close function.
 */
export async function startSsoTestProvider({ clientId, clientSecret, redirectUris, port = 0 }) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    cookies: { keys: ['sso-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// As a program: SSO_TEST_PORT, SSO_TEST_CLIENT_ID, SSO_TEST_CLIENT_SECRET, SSO_TEST_REDIRECT_URI;
// prints the issuer URL on one line once it listens.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const { issuer } = await startSsoTestProvider({
    clientId: env.SSO_TEST_CLIENT_ID ?? 'invalpool',
    clientSecret: env.SSO_TEST_CLIENT_SECRET ?? 'invalpool-test-secret',
    redirectUris: [env.SSO_TEST_REDIRECT_URI ?? 'http://127.0.0.1:8080/api/auth/sso/callback'],
    port: Number(env.SSO_TEST_PORT ?? 0),
  });
  console.log(`sso test provider at ${issuer}`);
}
