import type { TokenPayload } from '@app/contracts';
import { decideRoute, redirectTarget } from './route-guard';

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
    expect(decideRoute('/invitation/confirm/abc', '', null)).toMatchObject({ kind: 'remote', remote: 'mfe_public', params: { token: 'abc' } });
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
