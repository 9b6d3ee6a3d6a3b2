import { API_ROOT, NO_REDIRECT_PATHS } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { createApiClient, type VersionStore } from './api-client';
import { createAuthApi } from '../session/auth-api';
import { isLoggedIn, secondsLeft, sessionStore } from '@app/platform/session';
import { currentPath, navigate } from '@app/platform/navigation';
import { isPublicPath, logoutUrl } from '@app/platform/navigation';

const VERSION_KEY = 'app-version';
/** Refresh the access token when it has less than this left. */
const REFRESH_MARGIN_SECONDS = 120;

const browserVersions: VersionStore = {
  get: () => sessionStorage.getItem(VERSION_KEY),
  set: (version) => sessionStorage.setItem(VERSION_KEY, version),
};

let refreshing: Promise<string | null> | null = null;

/** Exchanges the refresh token for a new pair; pool and profile switch the session. */
export async function refreshSession(choice: { pool?: number; profile?: number } = {}): Promise<string | null> {
  const { refreshToken } = sessionStore.getState();
  if (!refreshToken) return null;
  const answer = await authApi.refresh({ refresh_token: refreshToken, ...choice });
  sessionStore.getState().setTokens(answer);
  return answer.token;
}

/** The access token to send now: refreshed first (once for all callers) when it is about to expire. */
export async function freshToken(): Promise<string | null> {
  const { token, payload } = sessionStore.getState();
  if (!token || !isLoggedIn(payload) || secondsLeft(payload) > REFRESH_MARGIN_SECONDS) return token;
  refreshing ??= refreshSession()
    .catch(() => token)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The page's API client: `_locale`, bearer token, version check, 401 -> logout. */
export const api = createApiClient({
  baseUrl: API_ROOT,
  locale: currentLocale,
  token: freshToken,
  versions: browserVersions,
  onVersionChange: () => window.location.reload(),
  onUnauthorized: () => {
    if (isPublicPath(window.location.pathname)) return;
    navigate(logoutUrl(currentPath(), NO_REDIRECT_PATHS));
  },
});

export const authApi = createAuthApi(api);
