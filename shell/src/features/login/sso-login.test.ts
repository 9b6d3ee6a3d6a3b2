/** @jest-environment jsdom */
import { authApi, sessionStore } from '@app/platform';
import { ssoLogin, ssoReturnOf, withoutSsoReturn } from './sso-login';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2ln`;

const pool = { id: 7, name: 'Stichting Demo', url: 'demo' };
const profile = (id: number) => ({
  id,
  person: { id, full_name: 'Piet Planner', initials: 'PP' },
  branch: null,
  roles: [{ code: 'ROLE_BOARD', name: 'Board' }],
});
const ticket = 't'.repeat(43);
const tokens = {
  token: jwt({ username: 'planner', pool_id: 7, profile_id: 1, finished: 1, exp: 9999999999 }),
  '2fa_complete': true as const,
};

describe('login after single sign-on', () => {
  beforeEach(() => sessionStore.getState().clear());
  afterEach(() => jest.restoreAllMocks());

  it('with one profile the ticket goes straight to the tokens', async () => {
    jest.spyOn(authApi, 'ssoProfiles').mockResolvedValue({ pool, profiles: [profile(1)] });
    const check = jest.spyOn(authApi, 'ssoLoginCheck').mockResolvedValue(tokens);
    expect(await ssoLogin.start(ticket)).toBe('done');
    expect(check).toHaveBeenCalledWith({ ticket, profile: 1, isMobile: 0 });
    expect(sessionStore.getState().token).toBe(tokens.token);
    expect(sessionStore.getState().pool).toEqual(pool);
  });

  it('with two profiles the profile step shows, then the chosen one logs in', async () => {
    jest.spyOn(authApi, 'ssoProfiles').mockResolvedValue({ pool, profiles: [profile(1), profile(2)] });
    const check = jest.spyOn(authApi, 'ssoLoginCheck').mockResolvedValue(tokens);
    expect(await ssoLogin.start(ticket)).toBe('choose');
    expect(sessionStore.getState().stage).toBe('profile');
    expect(check).not.toHaveBeenCalled();
    expect(await ssoLogin.chooseProfile(ticket, profile(2))).toBe('done');
    expect(check).toHaveBeenCalledWith({ ticket, profile: 2, isMobile: 0 });
  });

  it("'2fa_complete' false moves to the two-factor stage as after a password", async () => {
    jest.spyOn(authApi, 'ssoProfiles').mockResolvedValue({ pool, profiles: [profile(1)] });
    jest.spyOn(authApi, 'ssoLoginCheck').mockResolvedValue({ '2fa_complete': false, two_factor_token: 'p'.repeat(40) });
    expect(await ssoLogin.start(ticket)).toBe('two-factor');
    expect(sessionStore.getState().stage).toBe('two-factor');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('reads the ticket or the error off the address and removes them, keeping redirect', () => {
    expect(ssoReturnOf(`?sso_ticket=${ticket}&redirect=%2Fplanning`)).toEqual({ ticket, failed: false });
    expect(ssoReturnOf('?sso_error=failed')).toEqual({ ticket: null, failed: true });
    expect(ssoReturnOf('')).toEqual({ ticket: null, failed: false });
    expect(withoutSsoReturn('/login/demo', `?sso_ticket=${ticket}&redirect=%2Fplanning`)).toBe('/login/demo?redirect=%2Fplanning');
    expect(withoutSsoReturn('/login/demo', '?sso_error=failed')).toBe('/login/demo');
  });
});
