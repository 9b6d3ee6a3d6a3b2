import { SsoQuery } from '@app/contracts/sso';
import type { ProfileChoice } from '@app/contracts';
import { authApi, sessionStore } from '@app/platform';
import { i18n } from '@app/i18n';
import { finishLogin, isMobile, type LoginOutcome } from './login-flow';

/**
 * The login after single sign-on: the callback sent the browser back with a short-lived login
 * ticket (ADR 0008); it stands in for the credentials in the same profile and token steps. The
 * pool is the one whose provider was used.
 */
export const ssoLogin = {
  async start(ticket: string): Promise<LoginOutcome> {
    const { pool, profiles } = await authApi.ssoProfiles(ticket);
    const state = sessionStore.getState();
    state.setPools([pool]);
    state.setProfiles(pool, profiles);
    const only = profiles.length === 1 ? profiles[0] : undefined;
    return only ? ssoLogin.chooseProfile(ticket, only) : 'choose';
  },

  async chooseProfile(ticket: string, profile: ProfileChoice): Promise<LoginOutcome> {
    const state = sessionStore.getState();
    if (!state.pool) throw new Error(i18n.t('errors.unknown'));
    state.chooseProfile(profile);
    return finishLogin(await authApi.ssoLoginCheck({ ticket, profile: profile.id, isMobile: isMobile() }));
  },
};

/** The ticket or the error the SSO callback put on the login page's address, if any. */
export function ssoReturnOf(search: string): { ticket: string | null; failed: boolean } {
  const params = new URLSearchParams(search);
  return { ticket: params.get(SsoQuery.ticket), failed: params.has(SsoQuery.error) };
}

/** The address without the ticket or error (the ticket must not stay in the history). */
export function withoutSsoReturn(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SsoQuery.ticket);
  params.delete(SsoQuery.error);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
