/**
 * Single sign-on by OpenID Connect (authorization code with PKCE, ADR 0008). The browser leaves at
 * `start`, comes back at `callback`, and lands on the login page with a short-lived login ticket
 * that the shell trades, like credentials, for the pool's profiles and then the tokens. No zod here:
 * the login page imports these constants (its schemas are in sso-schemas.ts).
 */
export const SsoPath = {
  providers: '/auth/sso-providers',
  start: (code: string) => `/auth/sso/${encodeURIComponent(code)}/start`,
  callback: '/auth/sso/callback',
  profiles: '/auth/sso/profiles',
  loginCheck: '/auth/sso/login_check',
} as const;

/** How long a started sign-in may take at the provider (state, nonce and PKCE verifier). */
export const SSO_STATE_TTL_SECONDS = 10 * 60;
/** How long the login ticket handed to the login page stays valid; used once for the tokens. */
export const SSO_TICKET_TTL_SECONDS = 5 * 60;

/** Query parameters the login page reads after the callback. */
export const SsoQuery = { ticket: 'sso_ticket', error: 'sso_error' } as const;
/** The one error code the callback sends back: it never says whether an account exists. */
export const SSO_FAILED = 'failed';

export const SsoMessages = {
  /** the same answer for an unknown account, a bad ticket and a failed verification */
  failed: 'Single sign-on failed. Log in with your password or contact your administrator.',
  /** a pool's provider vouches for that pool only: another pool of the account asks its own login */
  otherPool: 'You signed in with single sign-on for another pool. Log in to this pool to open it.',
} as const;

/** One provider button (spec 000 section 2): `authorization_url` is our start URL for it. */
export interface SsoProviderButton {
  code: string;
  authorization_url: string;
  logo_url: string | null;
  text: string;
}

/** Only a path on this site may follow a login (no open redirect through the callback). */
export const isLocalPath = (value: string): boolean => /^\/(?![/\\])/.test(value);
