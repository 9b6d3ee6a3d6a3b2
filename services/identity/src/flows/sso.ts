import crypto from 'node:crypto';
import {
  isLocalPath,
  Messages,
  SSO_FAILED,
  SSO_STATE_TTL_SECONDS,
  SSO_TICKET_TTL_SECONDS,
  SsoMessages,
  SsoPath,
  SsoQuery,
  API_ROOT,
  type Locale,
  type SecondFactorPending,
  type SsoLoginCheck,
  type SsoProviderButton,
} from '@app/contracts';
import { notFound, openSecret, ssoSecretKeys, unauthorized, type ServiceDeps } from '@app/service-kit';
import { hashToken, newRefreshToken } from '../domain/secrets';
import { findAccountById, type Account } from '../store/accounts';
import { findInvitationByToken } from '../store/account-invitations';
import { findPoolById, findPoolByUrl, type Pool } from '../store/pools';
import {
  enabledProviders,
  findEnabledAccountByEmail,
  findEnabledProvider,
  findProviderById,
  type SsoProvider,
} from '../store/sso-providers';
import { attachTicket, findLiveTicket, findState, insertSsoLogin, takeState, useTicket, type SsoLogin } from '../store/sso-logins';
import { accountPools, accountProfiles, issueTokens, loadSessionFacts, needsSecondFactor, type IssuedTokens } from './login';
import type { OidcClient } from './sso-oidc-client';
import { startSecondFactor } from './two-factor';

/** Why a sign-in failed, for the log only: the browser always gets the same generic error. */
class SsoFailure extends Error {}

const ticketRejected = () => unauthorized(SsoMessages.failed);

/** A pool named by its url or its id. */
function findPool(deps: ServiceDeps, value: string): Promise<Pool | null> {
  return deps.db.withGlobal((tx) => (/^\d+$/.test(value) ? findPoolById(tx, Number(value)) : findPoolByUrl(tx, value)));
}

const loginPage = (pool: Pool | null, query: Record<string, string>) =>
  `${pool ? `/login/${encodeURIComponent(pool.url)}` : '/login'}?${new URLSearchParams(query).toString()}`;

/** Where a started sign-in comes back; registered at the provider as the redirect URI. */
export const ssoCallbackUrl = (deps: ServiceDeps) => new URL(API_ROOT + SsoPath.callback, deps.config.PUBLIC_URL).toString();

/**
 * Single sign-on by OpenID Connect (ADR 0008): the buttons, the start, the callback, and the two
 * steps that end it like a password login (the pool's profiles, then the tokens or the second
 * factor). The pool is the one whose provider was used.
 */
export function createSsoFlows(deps: ServiceDeps, oidc: OidcClient) {
  const now = () => deps.clock.now();
  // the client secret is stored encrypted (SSO_SECRET_KEY); opened only to talk to the provider
  const usable = (provider: SsoProvider): SsoProvider => ({
    ...provider,
    clientSecret: openSecret(ssoSecretKeys(deps.config), provider.clientSecret),
  });

  async function poolOfInvitation(token: string): Promise<Pool | null> {
    const invitation = await deps.db.withSystem((tx) => findInvitationByToken(tx, hashToken(token)));
    if (!invitation || invitation.acceptedAt || invitation.expiresAt.getTime() <= now().getTime()) return null;
    return deps.db.withGlobal((tx) => findPoolById(tx, invitation.poolId));
  }

  /** The account the provider vouched for: a verified e-mail address of an account of the pool. */
  async function accountOfClaims(claims: Record<string, unknown>, poolId: number): Promise<Account> {
    if (typeof claims.email !== 'string' || claims.email_verified !== true) throw new SsoFailure('no verified e-mail address');
    const account = await deps.db.withGlobal((tx) => findEnabledAccountByEmail(tx, claims.email as string));
    if (!account) throw new SsoFailure('no enabled account with this e-mail address');
    if (!(await accountPools(deps, account)).some((p) => p.id === poolId)) throw new SsoFailure('the account has no profile in the pool');
    return account;
  }

  /** A live ticket's sign-in and its account; the same 401 for anything else. */
  async function ticketLogin(ticket: string): Promise<{ login: SsoLogin; account: Account }> {
    const login = await deps.db.withSystem((tx) => findLiveTicket(tx, hashToken(ticket), now()));
    const account = login?.accountId ? await deps.db.withSystem((tx) => findAccountById(tx, login.accountId as number)) : null;
    if (!login || !account?.enabled) throw ticketRejected();
    return { login, account };
  }

  return {
    /** GET auth/sso-providers: none unless a pool (or an invitation's pool) is named. */
    async providers(query: { pool?: string; 'invitation-token'?: string }, locale: Locale): Promise<SsoProviderButton[]> {
      const invitationToken = query['invitation-token'];
      const pool = query.pool ? await findPool(deps, query.pool) : invitationToken ? await poolOfInvitation(invitationToken) : null;
      if (!pool) return [];
      const rows = await deps.db.withPool(pool.id, (tx) => enabledProviders(tx, pool.id));
      return rows.map((p) => ({
        code: p.code,
        authorization_url: `${API_ROOT}${SsoPath.start(p.code)}?${new URLSearchParams({ pool: pool.url }).toString()}`,
        logo_url: p.logoUrl,
        text: p.buttonText[locale] || p.buttonText.en,
      }));
    },

    /** GET auth/sso/{code}/start: where to send the browser, and the state its cookie keeps. */
    async start(code: string, query: { pool: string; redirect?: string }): Promise<{ location: string; state: string | null }> {
      const pool = await findPool(deps, query.pool);
      const provider = pool && (await deps.db.withPool(pool.id, (tx) => findEnabledProvider(tx, pool.id, code)));
      if (!pool || !provider) throw notFound(Messages.notFound.replace('{{id}}', code));
      try {
        const checks = await oidc.newChecks();
        const url = await oidc.authorizationUrl(usable(provider), ssoCallbackUrl(deps), checks);
        const at = now();
        await deps.db.withPool(pool.id, (tx) =>
          insertSsoLogin(tx, {
            providerId: provider.id,
            poolId: pool.id,
            stateHash: hashToken(checks.state),
            nonce: checks.nonce,
            codeVerifier: checks.codeVerifier,
            redirect: query.redirect && isLocalPath(query.redirect) ? query.redirect : null,
            expiresAt: new Date(at.getTime() + SSO_STATE_TTL_SECONDS * 1000),
            createdAt: at,
          }),
        );
        return { location: url.toString(), state: checks.state };
      } catch (error) {
        deps.log.warn({ err: error, provider: provider.code, pool: pool.url }, 'single sign-on could not start');
        return { location: loginPage(pool, { [SsoQuery.error]: SSO_FAILED }), state: null };
      }
    },

    /**
     * GET auth/sso/callback: takes the state (once, within 10 minutes, and only in the browser that
     * started it), exchanges the code with the PKCE verifier, verifies the ID token and its nonce,
     * and finds the account. Answers where the browser goes: the login page with a login ticket,
     * or with the generic error.
     */
    async callback(search: URLSearchParams, browserState: string | undefined): Promise<string> {
      const state = search.get('state') ?? '';
      let pool: Pool | null = null;
      try {
        const started = state ? await deps.db.withSystem((tx) => findState(tx, hashToken(state))) : null;
        if (!started) throw new SsoFailure('state missing or unknown');
        // the error goes to the login page the sign-in started from
        pool = await deps.db.withGlobal((tx) => findPoolById(tx, started.poolId));
        if (state !== browserState) throw new SsoFailure('state not of this browser');
        const login = await deps.db.withSystem((tx) => takeState(tx, hashToken(state), now()));
        if (!login) throw new SsoFailure('state used or expired');
        const provider: SsoProvider | null = await deps.db.withPool(login.poolId, (tx) => findProviderById(tx, login.providerId));
        if (!provider?.enabled) throw new SsoFailure('provider removed or disabled');
        const callbackUrl = new URL(`${ssoCallbackUrl(deps)}?${search.toString()}`);
        const claims = await oidc.verifiedClaims(usable(provider), callbackUrl, {
          state,
          nonce: login.nonce,
          codeVerifier: login.codeVerifier,
        });
        const account = await accountOfClaims(claims, login.poolId);
        const ticket = newRefreshToken();
        await deps.db.withPool(login.poolId, (tx) =>
          attachTicket(tx, login.id, {
            accountId: account.id,
            ticketHash: hashToken(ticket),
            ticketExpiresAt: new Date(now().getTime() + SSO_TICKET_TTL_SECONDS * 1000),
          }),
        );
        return loginPage(pool, { [SsoQuery.ticket]: ticket, ...(login.redirect ? { redirect: login.redirect } : {}) });
      } catch (error) {
        deps.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'single sign-on failed');
        return loginPage(pool, { [SsoQuery.error]: SSO_FAILED });
      }
    },

    /** POST auth/sso/profiles: the ticket's pool and the account's profiles there. */
    async profiles(ticket: string) {
      const { login, account } = await ticketLogin(ticket);
      const pool = (await accountPools(deps, account)).find((p) => p.id === login.poolId);
      if (!pool) throw ticketRejected();
      return { pool, profiles: await accountProfiles(deps, account, pool.id) };
    },

    /** POST auth/sso/login_check: the chosen profile; the ticket is used up by the tokens. */
    async loginCheck(input: SsoLoginCheck): Promise<IssuedTokens | SecondFactorPending> {
      const { login, account } = await ticketLogin(input.ticket);
      const facts = await loadSessionFacts(deps, account, login.poolId, input.profile);
      const used = await deps.db.withPool(login.poolId, async (tx) => {
        if (!(await findLiveTicket(tx, hashToken(input.ticket), now(), true))) return false;
        await useTicket(tx, login.id, now());
        return true;
      });
      if (!used) throw ticketRejected();
      // the provider vouches for its pool only: the login's tokens remember it (a switch to another pool asks that pool's login)
      if (needsSecondFactor(account)) return startSecondFactor(deps, account, facts.pool.id, facts.profile.id, login.poolId);
      const issued = await issueTokens(deps, account.id, facts, { familyId: crypto.randomUUID(), ssoPoolId: login.poolId });
      if (!issued) throw ticketRejected();
      return issued;
    },
  };
}
