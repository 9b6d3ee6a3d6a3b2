/** @jest-environment jsdom */
import { authApi, sessionStore } from '@app/platform';
import { loginFlow } from './login-flow';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2ln`;

const pool = { id: 7, name: 'Pool Noord', url: 'noord' };
const profile = {
  id: 42,
  person: { id: 1, full_name: 'Piet Planner', initials: 'PP' },
  branch: { id: 3, name: 'De Regenboog' },
  roles: [{ code: 'PLANNER', name: 'Planner' }],
};
const credentials = { username: 'planner', password: 'Welkom#2025' };

describe('login flow with two-factor', () => {
  beforeEach(() => sessionStore.getState().clear());
  afterEach(() => jest.restoreAllMocks());

  it("moves to the two-factor stage on '2fa_complete' false and keeps pool and profile", async () => {
    const check = jest.spyOn(authApi, 'loginCheck').mockResolvedValue({ '2fa_complete': false, two_factor_token: 'p'.repeat(40) });
    sessionStore.getState().setProfiles(pool, [profile]);
    expect(await loginFlow.chooseProfile(credentials, profile)).toBe('two-factor');
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ pool: 7, profile: 42 }));
    const state = sessionStore.getState();
    expect(state.stage).toBe('two-factor');
    expect(state.pool).toEqual(pool);
    expect(state.profile).toEqual(profile);
    expect(state.token).toBeNull();

    const token = jwt({ username: 'planner', pool_id: 7, profile_id: 42, finished: 1, exp: 9999999999 });
    const second = jest.spyOn(authApi, 'twoFactorCheck').mockResolvedValue({ token, '2fa_complete': true });
    expect(await loginFlow.submitCode(' 123456 ')).toBe('done');
    expect(second).toHaveBeenCalledWith({ code: '123456', two_factor_token: 'p'.repeat(40) });
    expect(sessionStore.getState().token).toBe(token);
    expect(sessionStore.getState().payload?.profile_id).toBe(42);
  });

  it('a login answer without a token and without the second factor is an error', async () => {
    jest.spyOn(authApi, 'loginCheck').mockResolvedValue(null as never);
    sessionStore.getState().setProfiles(pool, [profile]);
    await expect(loginFlow.chooseProfile(credentials, profile)).rejects.toThrow();
  });

  it('without a pending second factor the code cannot be sent', async () => {
    jest.spyOn(authApi, 'loginCheck').mockResolvedValue({ token: jwt({ finished: 1, exp: 9999999999 }), '2fa_complete': true });
    sessionStore.getState().setProfiles(pool, [profile]);
    expect(await loginFlow.chooseProfile(credentials, profile)).toBe('done');
    await expect(loginFlow.submitCode('123456')).rejects.toThrow();
  });
});
