import { API_ROOT } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { noteFailedCall } from '@app/platform/api';
import { createApiClient } from './api-client';
import { browserVersions } from './browser-versions';
import { withPageData } from './page-data';

/**
 * The API client of the pages opened without login (the offer answer page): the anonymous public
 * calls, `_locale` and the version check as the page's client (`api`) makes them, but no session,
 * so a public page carries neither the session store nor the token renewal (ADR 0067). The first
 * call of a page's data comes from the page when the gateway put its answer there (ADR 0289).
 */
export const publicApi = createApiClient({
  baseUrl: API_ROOT,
  fetch: withPageData((input, init) => fetch(input, init)),
  locale: currentLocale,
  token: () => Promise.resolve(null),
  versions: browserVersions,
  onVersionChange: () => window.location.reload(),
  // no token is ever sent: there is no session to end
  onUnauthorized: () => undefined,
  onFailedCall: noteFailedCall,
});
