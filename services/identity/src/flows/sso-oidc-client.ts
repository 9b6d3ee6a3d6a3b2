import type { Configuration } from 'openid-client';
import type { SsoProvider } from '../store/sso-providers';
import { importEsm } from './sso-import-esm.cjs';

type OpenIdClient = typeof import('openid-client');

let library: Promise<OpenIdClient> | null = null;
const openIdClient = (): Promise<OpenIdClient> => (library ??= importEsm<OpenIdClient>('openid-client'));

/** Plain http is only for a provider on this machine (local runs and tests). */
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The checks a started sign-in keeps for its callback. */
export interface SsoChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The OpenID Connect client side of single sign-on, on the maintained `openid-client`: discovery
 * (cached per provider row), the authorization URL with PKCE S256, state and nonce, and the code
 * exchange that verifies the ID token (signature, issuer, audience, expiry, nonce).
 */
export function createOidcClient() {
  const configurations = new Map<string, Promise<Configuration>>();

  function configurationOf(provider: SsoProvider): Promise<Configuration> {
    const key = [provider.id, provider.issuerUrl, provider.clientId, provider.clientSecret].join('\n');
    let found = configurations.get(key);
    if (!found) {
      found = (async () => {
        const client = await openIdClient();
        const issuer = new URL(provider.issuerUrl);
        const execute = issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : [];
        return client.discovery(issuer, provider.clientId, undefined, client.ClientSecretBasic(provider.clientSecret), { execute });
      })();
      // a failed discovery (provider down) is tried again on the next sign-in
      found.catch(() => configurations.delete(key));
      configurations.set(key, found);
    }
    return found;
  }

  return {
    async newChecks(): Promise<SsoChecks> {
      const client = await openIdClient();
      return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    },

    async authorizationUrl(provider: SsoProvider, redirectUri: string, checks: SsoChecks): Promise<URL> {
      const client = await openIdClient();
      const config = await configurationOf(provider);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
    },

    /**
     * Exchanges the code of `callbackUrl` and answers the verified ID token's claims. A conformant
     * provider may keep the e-mail claims out of the ID token: then they come from its userinfo
     * endpoint, which must answer for the same subject.
     */
    async verifiedClaims(provider: SsoProvider, callbackUrl: URL, checks: SsoChecks): Promise<Record<string, unknown>> {
      const client = await openIdClient();
      const config = await configurationOf(provider);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      if (typeof claims.email === 'string') return claims;
      const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { ...userInfo, ...claims };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
