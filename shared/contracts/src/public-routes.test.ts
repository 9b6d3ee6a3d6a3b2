import { isPublicCall } from './public-routes';

/**
 * API-84 and PLT-HTTP-03: the calls the spec sends without a session, each mapped to the call that
 * serves it here (docs/architecture.md 'The calls that need no session'), all in the public list.
 */
const SPEC_PUBLIC_CALLS: [string, string, string][] = [
  ['login check', 'POST', '/login_check'],
  ['pool url', 'GET', '/pool/url/demo'],
  ['auth pool', 'POST', '/auth/pool'],
  ['auth pool, the profiles step', 'POST', '/auth/pool/1/profile'],
  ['invitation token', 'GET', '/invitation/token/abc'],
  ['invitation token accept', 'PUT', '/invitation/token/abc/accept'],
  ['reservation token deny', 'PUT', '/reservation/token/abc/deny'],
  ['account forgot', 'POST', '/account/forgot'],
  ['account reset', 'POST', '/account/reset'],
  ['account create', 'POST', '/account/create'],
  // get-pool, get-person, invitation and the account invite list: one call answers pool and person
  ['account get-pool, get-person, invitation, invite list', 'GET', '/account/invitation/abc'],
  // add-pool: the invited profile joins an existing account, which so gets the pool
  ['account add-pool', 'POST', '/account/invitation/abc/join'],
  ['account register', 'POST', '/account/invitation/abc/register'],
  ['sso-providers', 'GET', '/auth/sso-providers'],
  ['sso-callback', 'GET', '/auth/sso/callback'],
  ['open-dayparts overview (embed)', 'GET', '/embed/overview-open-dayparts/abc'],
];

describe('the public calls', () => {
  it.each(SPEC_PUBLIC_CALLS)('API-84: %s (%s %s) needs no session', (_name, method, path) => {
    expect(isPublicCall(method, path)).toBe(true);
  });

  it('API-84: a call with a session stays out of the list', () => {
    expect(isPublicCall('GET', '/auth/current-profile')).toBe(false);
    expect(isPublicCall('PUT', '/profile/1')).toBe(false);
    expect(isPublicCall('DELETE', '/account/invitation/abc')).toBe(false);
  });
});
