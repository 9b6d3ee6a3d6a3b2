import { ApiPath } from './api-paths';
import { SsoPath } from './sso';
import { OFFER_KINDS } from './staffing/offer-view';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A call that needs no session: its method and its path below /api, as the router has it ('/pool/url/:value'). */
export interface PublicRoute {
  method: HttpMethod;
  path: string;
  access: 'public';
}

const route = (method: HttpMethod, path: string): PublicRoute => ({ method, path, access: 'public' });

const offerTokenRoutes = (kind: (typeof OFFER_KINDS)[number]) => ({
  view: route('get', `/${kind}/token/:token`),
  accept: route('put', `/${kind}/token/:token/accept`),
  deny: route('put', `/${kind}/token/:token/deny`),
  addDevice: route('post', `/${kind}/token/:token/device`),
  removeDevice: route('delete', `/${kind}/token/:token/device`),
});

/**
 * Every call that carries no session token, or whose token may be stale (login, refresh, the links
 * of a mail). The owning service declares each with `access: 'public'` from this entry, the gateway
 * lets exactly these through without a valid token, and the page's API client sends no token on
 * them, so the three cannot differ (docs/adr/0159).
 */
export const PublicRoutes = {
  health: route('get', ApiPath.health),
  modules: route('get', ApiPath.modules),
  clientConfig: route('get', ApiPath.clientConfig),
  clientErrors: route('post', ApiPath.clientErrors),
  openApi: route('get', '/openapi.json'),
  apiDocs: route('get', '/docs'),
  serviceHealth: {
    identity: route('get', '/identity/health'),
    masterdata: route('get', '/masterdata/health'),
    staffing: route('get', '/staffing/health'),
    reports: route('get', '/reports/health'),
    notify: route('get', '/notify/health'),
  },
  authPool: route('post', ApiPath.authPool),
  authPoolProfile: route('post', '/auth/pool/:id/profile'),
  loginCheck: route('post', ApiPath.loginCheck),
  twoFactorCheck: route('post', ApiPath.twoFactorCheck),
  tokenRefresh: route('post', ApiPath.tokenRefresh),
  logout: route('post', ApiPath.logout),
  poolByUrl: route('get', '/pool/url/:value'),
  accountForgot: route('post', '/account/forgot'),
  accountReset: route('post', '/account/reset'),
  accountInvitation: route('get', '/account/invitation/:token'),
  accountInvitationJoin: route('post', '/account/invitation/:token/join'),
  accountInvitationRegister: route('post', '/account/invitation/:token/register'),
  accountCreate: route('post', '/account/create'),
  ssoProviders: route('get', SsoPath.providers),
  ssoStart: route('get', '/auth/sso/:code/start'),
  ssoCallback: route('get', SsoPath.callback),
  ssoProfiles: route('post', SsoPath.profiles),
  ssoLoginCheck: route('post', SsoPath.loginCheck),
  /** a data supplier's calls carry the supplier's own token, not a session (masterdata checks it) */
  importPersons: route('post', '/import/persons'),
  importContracts: route('post', '/import/contracts'),
  appDeviceKey: route('get', '/app-device/key'),
  offerToken: { invitation: offerTokenRoutes('invitation'), reservation: offerTokenRoutes('reservation') },
  embedOpenDayparts: route('get', '/embed/overview-open-dayparts/:token'),
} as const;

const flatten = (entry: PublicRoute | Record<string, unknown>): PublicRoute[] =>
  'method' in entry && typeof entry.method === 'string'
    ? [entry as PublicRoute]
    : Object.values(entry).flatMap((inner) => flatten(inner as PublicRoute | Record<string, unknown>));

/** Every public call, one entry each. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = flatten(PublicRoutes);

/** Matches a concrete path ('/pool/url/demo') against a router path ('/pool/url/:value'). */
const pattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[A-Za-z_]+/g, '/[^/]+')}$`);

/** Whether a call matches one of the routes (method and a concrete path below /api). */
export function routeMatcher(routes: readonly PublicRoute[]): (method: string, path: string) => boolean {
  const compiled = routes.map((r) => ({ method: r.method.toUpperCase(), re: pattern(r.path) }));
  // a HEAD is answered by the GET route of its path
  return (method, path) => {
    const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    return compiled.some((r) => r.method === asked && r.re.test(path));
  };
}

/** Whether a call needs no session (method and a path below /api). */
export const isPublicCall = routeMatcher(PUBLIC_ROUTES);
