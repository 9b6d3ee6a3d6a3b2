import { Messages } from '@app/contracts';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

let env: IdentityEnv;
let demoId: number;
let noordId: number;

const get = (path: string, token?: string) => env.server.call('GET', path, { token });

beforeAll(async () => {
  env = await startIdentityEnv();
  ({ demo: demoId, noord: noordId } = env.poolIds);
});

afterAll(() => env.close());

describe('pool and profile choices of the signed-in account', () => {
  it('needs a token', async () => {
    expect((await get('/api/auth/pools')).status).toBe(401);
    expect((await get(`/api/auth/pool/${demoId}/profiles`)).status).toBe(401);
  });

  it('lists the account’s own pools; a sysadmin gets every pool', async () => {
    const planner = await login(env.server, 'planner');
    const own = await get('/api/auth/pools', planner.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([{ id: demoId, name: 'Stichting Demo', url: 'demo' }]);

    const admin = await login(env.server, 'admin', { pool: 'demo' });
    const all = await get('/api/auth/pools', admin.token);
    expect(all.body.data).toEqual([
      { id: demoId, name: 'Stichting Demo', url: 'demo' },
      { id: noordId, name: 'Stichting Noord', url: 'noord' },
    ]);
  });

  it('answers the same choices as the login steps with credentials', async () => {
    const session = await login(env.server, 'multi');
    const viaLogin = await env.server.call('POST', `/api/auth/pool/${demoId}/profile`, {
      body: { username: 'multi', password: DEMO_PASSWORD },
    });
    const res = await get(`/api/auth/pool/${demoId}/profiles`, session.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(viaLogin.body.data.profiles);
    expect(res.body.data.map((p: { roles: { code: string }[] }) => p.roles[0]!.code)).toEqual(['ROLE_BOARD', 'ROLE_SCHOOL']);
  });

  it('lists the profiles in another pool of the account, 404 for a pool that is not its own', async () => {
    const admin = await login(env.server, 'admin', { pool: 'demo' });
    const noord = await get(`/api/auth/pool/${noordId}/profiles`, admin.token);
    expect(noord.status).toBe(200);
    expect(noord.body.data).toEqual([
      expect.objectContaining({
        branch: expect.objectContaining({ name: 'Stichting Noord Bestuur' }),
        roles: [{ code: 'ROLE_ADMINISTRATOR', name: 'Administrator' }],
      }),
    ]);

    const planner = await login(env.server, 'planner');
    const foreign = await get(`/api/auth/pool/${noordId}/profiles`, planner.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.messages[0].message).toBe(Messages.notFound.replace('{{id}}', String(noordId)));
    expect((await get('/api/auth/pool/999999/profiles', planner.token)).status).toBe(404);
    expect((await get('/api/auth/pool/abc/profiles', planner.token)).status).toBe(422);
  });

  it('switches to the chosen pool and profile with the refresh token', async () => {
    const admin = await login(env.server, 'admin', { pool: 'demo' });
    const [profile] = (await get(`/api/auth/pool/${noordId}/profiles`, admin.token)).body.data as { id: number }[];
    const res = await env.server.call('POST', '/api/token/refresh', {
      body: { refresh_token: admin.refresh_token, pool: noordId, profile: profile!.id },
    });
    expect(res.status).toBe(200);
    const payload = await env.deps.tokens.verify(res.body.data.token, env.deps.clock.now());
    expect(payload).toMatchObject({ pool_id: noordId, pool_name: 'Stichting Noord', profile_id: profile!.id });
  });
});
