import { rankRoutes, type RouteDef, type TokenPayload } from '@app/contracts';
import { decideRoute as decide, redirectTarget } from './route-guard';

const route = (remote: string, path: string, anyOf: string[], extra: Partial<RouteDef> = {}): RouteDef => ({
  remote,
  path,
  anyOf,
  title: { nl: path, en: path },
  ...extra,
});

/** The live routes as the registry answer gives them, listed in an order the ranking must fix. */
const LIVE_ROUTES = rankRoutes([
  route('mfe_dashboard', '/dashboard', ['PERMISSION_DASHBOARD_VIEW']),
  route('mfe_dashboard', '/inbox', ['INBOX_VIEW']),
  route('mfe_admin', '/account/:id?/:tab?', ['PERMISSION_ACCOUNT_ALL']),
  route('mfe_requests', '/request/:id?/:tab?', ['REQUEST_VIEW', 'REQUEST_ALL']),
  route('mfe_requests', '/request/new', ['REQUEST_CREATE', 'REQUEST_ALL'], { create: true }),
  route('mfe_planning', '/calendar', ['CALENDAR_VIEW']),
  route('mfe_public', '/invitation/confirm/:token', [], { public: true }),
  route('mfe_public', '/account/invite/:token', [], { public: true }),
]);

const decideRoute = (pathname: string, search: string, session: TokenPayload | null) => decide(pathname, search, session, LIVE_ROUTES);

const session = (over: Partial<TokenPayload> = {}): TokenPayload => ({
  username: 'ada',
  pool_id: 1,
  profile_id: 2,
  pool_name: 'Pool',
  pool_url: 'pool',
  person_id: 1,
  person_name: 'Ada Admin',
  roles: [],
  allow: ['PERMISSION_DASHBOARD_VIEW', 'REQUEST_VIEW'],
  is_sysadmin: false,
  finished: 1,
  profiles_count: 1,
  pools_count: 1,
  branch_id: null,
  view_entire_pool: true,
  exp: 9999999999,
  ...over,
});

describe('decideRoute', () => {
  it('redirects / to the dashboard', () => {
    expect(decideRoute('/', '', session())).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('lets anyone open public routes and the shell pages', () => {
    expect(decideRoute('/invitation/confirm/abc', '', null)).toMatchObject({
      kind: 'remote',
      remote: 'mfe_public',
      params: { token: 'abc' },
    });
    expect(decideRoute('/account/invite/t1', '', null)).toMatchObject({ kind: 'remote', remote: 'mfe_public' });
    expect(decideRoute('/login', '', null)).toEqual({ kind: 'shell', page: 'login' });
    expect(decideRoute('/login/my-pool', '', null)).toEqual({ kind: 'shell', page: 'login' });
    expect(decideRoute('/logout', '?redirect=/inbox', null)).toEqual({ kind: 'shell', page: 'logout' });
    expect(decideRoute('/switching-pool', '', null)).toEqual({ kind: 'shell', page: 'switching-pool' });
  });

  it('sends an unauthenticated user to logout with the wanted path', () => {
    expect(decideRoute('/request/12/summary', '?x=1', null)).toEqual({
      kind: 'redirect',
      to: `/logout?redirect=${encodeURIComponent('/request/12/summary?x=1')}`,
    });
  });

  it('keeps no redirect for home-like paths', () => {
    expect(decideRoute('/dashboard', '', null)).toEqual({ kind: 'redirect', to: '/logout' });
  });

  it('sends a user without a chosen profile to the profile step of login', () => {
    expect(decideRoute('/inbox', '', session({ finished: 0 }))).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/inbox')}`,
    });
  });

  it('gives 403 on a missing permission and the remote on a granted one', () => {
    expect(decideRoute('/calendar', '', session())).toEqual({ kind: 'error', code: 403 });
    expect(decideRoute('/request/5', '', session())).toMatchObject({ kind: 'remote', remote: 'mfe_requests', params: { id: '5' } });
    expect(decideRoute('/calendar', '', session({ is_sysadmin: true }))).toMatchObject({ kind: 'remote', remote: 'mfe_planning' });
  });

  it('takes the more specific route whichever module owns it', () => {
    expect(decideRoute('/account/invite/t1', '', null)).toMatchObject({ remote: 'mfe_public', params: { token: 't1' } });
    expect(decideRoute('/account/5/summary', '', session({ is_sysadmin: true }))).toMatchObject({
      remote: 'mfe_admin',
      params: { id: '5', tab: 'summary' },
    });
    expect(decideRoute('/request/new', '', session({ is_sysadmin: true }))).toMatchObject({ route: { create: true } });
  });

  it('waits for the registry before deciding a path outside the shell, and knows its own pages without it', () => {
    expect(decide('/request/5', '', session(), null)).toEqual({ kind: 'loading' });
    expect(decide('/login', '', null, null)).toEqual({ kind: 'shell', page: 'login' });
    expect(decide('/', '', null, null)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('gives 404 on a path no live module owns, even one another build of a module would have', () => {
    expect(
      decide(
        '/calendar',
        '',
        session({ is_sysadmin: true }),
        LIVE_ROUTES.filter((r) => r.remote !== 'mfe_planning'),
      ),
    ).toEqual({
      kind: 'error',
      code: 404,
    });
  });

  it('gives 404 on an unknown path, logged in or not', () => {
    expect(decideRoute('/no/such/page', '', session())).toEqual({ kind: 'error', code: 404 });
    expect(decideRoute('/no/such/page', '', null)).toEqual({ kind: 'error', code: 404 });
  });
});

describe('redirectTarget', () => {
  it('follows a local redirect only', () => {
    expect(redirectTarget('?redirect=%2Finbox')).toBe('/inbox');
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/dashboard');
    expect(redirectTarget('?redirect=//evil.example')).toBe('/dashboard');
    expect(redirectTarget('')).toBe('/dashboard');
  });
});
