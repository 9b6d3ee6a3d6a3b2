import type { Credentials, PoolChoice, ProfileChoice, SecondFactorPending, TokenResponse } from '@app/contracts';
import { authApi, sessionStore } from '@app/platform';
import { i18n } from '@app/i18n';

export const isMobile = (): 0 | 1 => (window.matchMedia?.('(max-width: 899px)').matches ? 1 : 0);

export type LoginOutcome = 'done' | 'choose' | 'two-factor';

/** The pending-login token of a login answer with `2fa_complete` false; memory only. */
let pendingSecondFactor: string | null = null;

export function forgetPendingSecondFactor(): void {
  pendingSecondFactor = null;
}

/**
 * The last step of every login (password or single sign-on): the tokens, or 'Second factor
 * required.', whose stage keeps the chosen pool and profile.
 */
export function finishLogin(answer: TokenResponse | SecondFactorPending | null): LoginOutcome {
  const state = sessionStore.getState();
  if (answer && answer['2fa_complete'] === false && 'two_factor_token' in answer) {
    pendingSecondFactor = answer.two_factor_token;
    state.setStage('two-factor');
    return 'two-factor';
  }
  const tokens = answer as TokenResponse | null;
  if (!tokens?.token) throw new Error(i18n.t('login.no_token'));
  state.setTokens(tokens);
  return 'done';
}

/** Credentials, then pool, then profile, then token; one pool or profile is chosen automatically. */
export const loginFlow = {
  async submitCredentials(credentials: Credentials): Promise<LoginOutcome> {
    pendingSecondFactor = null;
    const pools = await authApi.pools(credentials);
    sessionStore.getState().setPools(pools);
    const only = pools.length === 1 ? pools[0] : undefined;
    return only ? loginFlow.choosePool(credentials, only) : 'choose';
  },

  async choosePool(credentials: Credentials, pool: PoolChoice): Promise<LoginOutcome> {
    const answer = await authApi.profiles(pool.id, credentials);
    sessionStore.getState().setProfiles(answer.pool ?? pool, answer.profiles);
    const only = answer.profiles.length === 1 ? answer.profiles[0] : undefined;
    return only ? loginFlow.chooseProfile(credentials, only) : 'choose';
  },

  async chooseProfile(credentials: Credentials, profile: ProfileChoice): Promise<LoginOutcome> {
    const state = sessionStore.getState();
    const pool = state.pool;
    if (!pool) throw new Error(i18n.t('errors.unknown'));
    state.chooseProfile(profile);
    return finishLogin(await authApi.loginCheck({ ...credentials, pool: pool.id, profile: profile.id, isMobile: isMobile() }));
  },

  /** POST 2fa_check with the code; the answer's tokens finish the login. */
  async submitCode(code: string): Promise<LoginOutcome> {
    if (!pendingSecondFactor) throw new Error(i18n.t('login.two_factor_expired'));
    const answer = await authApi.twoFactorCheck({ code: code.trim(), two_factor_token: pendingSecondFactor });
    if (!answer?.token) throw new Error(i18n.t('login.no_token'));
    pendingSecondFactor = null;
    sessionStore.getState().setTokens(answer);
    return 'done';
  },
};
