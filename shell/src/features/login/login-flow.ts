import type { Credentials, PoolChoice, ProfileChoice } from '@app/contracts';
import { ApiError, authApi, sessionStore } from '@app/platform';
import { i18n } from '@app/i18n';

/** The inline error of a failed login call: server meta messages first, else the status text. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const messages = error.meta.messages?.map((m) => m.message).filter(Boolean) ?? [];
    return messages.length ? messages.join(' ') : i18n.t('errors.code', { code: error.status });
  }
  return error instanceof Error && error.message ? error.message : i18n.t('errors.unknown');
}

const isMobile = (): 0 | 1 => (window.matchMedia?.('(max-width: 899px)').matches ? 1 : 0);

export type LoginOutcome = 'done' | 'choose' | 'two-factor';

/** Credentials, then pool, then profile, then token; one pool or profile is chosen automatically. */
export const loginFlow = {
  async submitCredentials(credentials: Credentials): Promise<LoginOutcome> {
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
    const answer = await authApi.loginCheck({ ...credentials, pool: pool.id, profile: profile.id, isMobile: isMobile() });
    if (!answer?.token) throw new Error(i18n.t('login.no_token'));
    state.setTokens(answer);
    if (answer['2fa_complete'] === false) {
      state.setStage('two-factor');
      return 'two-factor';
    }
    return 'done';
  },
};
