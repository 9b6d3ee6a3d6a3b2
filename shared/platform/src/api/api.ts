import { API_ROOT, isPublicCall, NO_REDIRECT_PATHS } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { createApiClient } from './api-client';
import { browserVersions } from './browser-versions';
import { createAuthApi } from '../session/auth-api';
import { isLoggedIn, secondsLeft, sessionStore } from '@app/platform/session';
import { currentPath, navigate } from '@app/platform/navigation';
import { isPublicPath, logoutUrl } from '@app/platform/navigation';
import { acrossTabs } from './across-tabs';
import { installErrorReporting } from './error-reporting';
import { lastFailedCall, noteFailedCall, noteFailedWrite } from './failed-calls';

/** Refresh the access token when it has less than this left. */
const REFRESH_MARGIN_SECONDS = 120;

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh cookie for a new access token; pool and profile switch the session. The
 * tab's own pool and profile go along otherwise, so a switch in another tab does not move this one.
 * Refreshes of all tabs take turns (Web Locks): the cookie rotates, and the second tab must send the
 * new one.
 */
export async function refreshSession(choice: { pool?: number; profile?: number } = {}): Promise<string | null> {
  const { payload } = sessionStore.getState();
  const body = { pool: choice.pool ?? payload?.pool_id, profile: choice.profile ?? payload?.profile_id };
  const answer = await acrossTabs('invalpool-token-refresh', () => authApi.refresh(body));
  sessionStore.getState().setTokens(answer);
  return answer.token;
}

/** One refresh at a time for the whole page; a refused refresh ends the session (null). */
function renewOnce(): Promise<string | null> {
  refreshing ??= refreshSession()
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Waits for this page's refresh under way, if any. A logout waits for it: answered after the logout,
 * it would set a new refresh cookie where the logout had cleared it, and fill the cleared session.
 */
export async function refreshSettled(): Promise<void> {
  await refreshing;
}

/**
 * The access token to send now. After a page load there is none yet (it lived in memory): the
 * refresh cookie gives one. Close to its expiry it is refreshed first, once for all callers.
 */
export async function freshToken(): Promise<string | null> {
  const { token, payload } = sessionStore.getState();
  if (!isLoggedIn(payload)) return token;
  if (token && secondsLeft(payload) > REFRESH_MARGIN_SECONDS) return token;
  return (await renewOnce()) ?? token;
}

const endSession = () => {
  if (isPublicPath(window.location.pathname)) return;
  navigate(logoutUrl(currentPath(), NO_REDIRECT_PATHS));
};

/** The page's API client: `_locale`, bearer token, version check, 401 -> one renewal, then logout. */
export const api = createApiClient({
  baseUrl: API_ROOT,
  locale: currentLocale,
  token: freshToken,
  isPublicCall,
  versions: browserVersions,
  onVersionChange: () => window.location.reload(),
  onUnauthorized: endSession,
  renewToken: renewOnce,
  onFailedCall: noteFailedCall,
  onFailedWrite: noteFailedWrite,
});

/** The shell installs it once: the page's uncaught errors go to the configured endpoint (CLIENT_ERROR_URL). */
export const reportPageErrors = (): (() => void) =>
  installErrorReporting({ target: window, fetch: (input, init) => fetch(input, init), lastFailedCall, appVersion: browserVersions.get });

export const authApi = createAuthApi(api);
