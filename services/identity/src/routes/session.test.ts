import { count, eq } from 'drizzle-orm';
import { hasAnyRight, menuItemRights, Messages, type MenuResponse } from '@app/contracts';
import { identityService } from '../index';
import { accounts, pools, profileRoles, profiles, roles } from '../db/schema';
import { profileTypeDirectory } from '@app/contracts/published-views/masterdata';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

let env: IdentityEnv;
let demoId: number;

const get = (path: string, token?: string) => env.server.call('GET', path, { token });
const routesOf = (menu: MenuResponse) => menu.menu.flatMap((g) => g.items.map((i) => i.route));

beforeAll(async () => {
  env = await startIdentityEnv();
  demoId = env.poolIds.demo;
});

afterAll(() => env.close());

describe('identity session', () => {
  it('returns the profile and the pool of the token', async () => {
    const session = await login(env.server, 'school');
    const profile = await get('/api/auth/current-profile', session.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      id: session.profileId,
      person: { full_name: 'Sanne Schoolleider', initials: 'S.' },
      branch: { name: 'De Regenboog' },
      roles: [{ code: 'ROLE_SCHOOL', name: 'School' }],
    });

    const pool = await get('/api/auth/current-pool?include=info', session.token);
    expect(pool.body.data).toMatchObject({
      id: demoId,
      name: 'Stichting Demo',
      url: 'demo',
      logo: null,
      custom_messages: { nl: expect.any(String), en: expect.any(String) },
    });
    expect(pool.body.data.info.support).toContain('Stichting Demo');
    expect((await get('/api/auth/current-pool', session.token)).body.data.info).toBeUndefined();
  });

  it('ID-PERM-13: the support dialog reads the text of the audience whose support right the profile holds, else the pool’s', async () => {
    const supportOf = async (username: string) =>
      (await get('/api/auth/current-pool?include=info', (await login(env.server, username)).token)).body.data.info.support as string;
    const setTexts = (texts: { admin: string; school: string; substitute: string }) =>
      env.deps.db.withGlobal((tx) => tx.update(pools).set({ supportTexts: texts }).where(eq(pools.id, demoId)));
    await setTexts({ admin: 'Beheer: bel 1', school: 'Scholen: bel 2', substitute: 'Invallers: bel 3' });
    try {
      expect(await supportOf('admin')).toBe('Beheer: bel 1');
      expect(await supportOf('school')).toBe('Scholen: bel 2');
      expect(await supportOf('invaller')).toBe('Invallers: bel 3');
      // the board holds no support right: the pool's one text
      expect(await supportOf('planner')).toContain('Stichting Demo');
      // an audience without its own text reads the pool's, so nobody loses the dialog
      await setTexts({ admin: '', school: '', substitute: 'Invallers: bel 3' });
      expect(await supportOf('school')).toContain('Stichting Demo');
    } finally {
      await setTexts({ admin: '', school: '', substitute: '' });
    }
  });

  it('serves a pool’s public overrides by url, 404 for an unknown one', async () => {
    const pool = await get('/api/pool/url/demo');
    expect(pool.status).toBe(200);
    expect(pool.body.data).toEqual({
      name: 'Stichting Demo',
      url: 'demo',
      logo: null,
      custom_messages: expect.objectContaining({ nl: expect.any(String) }),
    });
    const unknown = await get('/api/pool/url/nergens');
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.messages[0].message).toBe(Messages.notFound.replace('{{id}}', 'nergens'));
  });

  it('builds the menu from the rights of the token, per role', async () => {
    const menuOf = async (username: string) => {
      const { token } = await login(env.server, username);
      const payload = await env.deps.tokens.verify(token, env.deps.clock.now());
      const res = await get('/api/menu', token);
      expect(res.status).toBe(200);
      const menu = res.body.data as MenuResponse;
      // no item the profile cannot open
      for (const route of [...routesOf(menu), ...menu.profile_items.map((i) => i.route)]) {
        expect(hasAnyRight(payload, menuItemRights(route)!)).toBe(true);
      }
      return menu;
    };
    const substitute = await menuOf('invaller');
    expect(routesOf(substitute)).toEqual(['/dashboard', '/inbox', '/planning', '/open-work', '/invitation', '/reservation']);
    expect(substitute.profile_items.map((i) => i.route)).toEqual(['/person/me']);
    expect(substitute.mobile_left_menu).toEqual(substitute.menu[0]!.items);

    const planner = await menuOf('planner');
    expect(routesOf(planner)).toEqual(
      expect.arrayContaining(['/request', '/request-group', '/work-state', '/person', '/branch', '/reports']),
    );
    expect(routesOf(planner)).not.toContain('/settings');

    const admin = await menuOf('admin');
    expect(admin.menu.map((g) => g.key)).toEqual(['main', 'admin', 'group_admin', 'global_admin', 'pool_admin', 'working_days_admin']);
    expect(routesOf(admin)).toEqual(expect.arrayContaining(['/manage', '/settings', '/role', '/label', '/reason-for-absence']));
  });

  it('needs a token with a finished profile for the menu', async () => {
    expect((await get('/api/menu')).status).toBe(401);
    const session = await login(env.server, 'planner');
    const payload = await env.deps.tokens.verify(session.token, env.deps.clock.now());
    const { exp: _exp, ...claims } = payload;
    const unfinished = await env.deps.tokens.sign({ ...claims, finished: 0 }, 60, env.deps.clock.now());
    const res = await get('/api/menu', unfinished);
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(Messages.notEnoughPermissions);
  });

  it('keeps pools apart: a token for one pool cannot read another pool’s profile', async () => {
    const noord = await login(env.server, 'noord');
    const noordPayload = await env.deps.tokens.verify(noord.token, env.deps.clock.now());
    const { exp: _exp, ...claims } = noordPayload;
    // a crafted token: the noord profile claimed inside the demo pool
    const crafted = await env.deps.tokens.sign({ ...claims, pool_id: demoId }, 60, env.deps.clock.now());
    expect((await get('/api/auth/current-profile', crafted)).status).toBe(404);

    const seen = await env.deps.db.withPool(demoId, async (tx) => ({
      profiles: await tx.select({ poolId: profiles.poolId }).from(profiles),
      roles: await tx.select({ poolId: roles.poolId }).from(roles),
    }));
    expect(seen.profiles.length).toBeGreaterThan(0);
    expect(seen.profiles.every((p) => p.poolId === demoId)).toBe(true);
    expect(seen.roles.every((r) => r.poolId === demoId || r.poolId === null)).toBe(true);
    const all = await env.deps.db.withSystem((tx) => tx.select({ poolId: profiles.poolId }).from(profiles));
    expect(all.some((p) => p.poolId === noord.poolId)).toBe(true);
  });

  it('seeds idempotently', async () => {
    const counts = () =>
      env.deps.db.withSystem(async (tx) => {
        const n = async (table: typeof pools | typeof accounts | typeof roles | typeof profiles | typeof profileRoles) =>
          Number((await tx.select({ n: count() }).from(table))[0]!.n);
        return [await n(pools), await n(accounts), await n(roles), await n(profiles), await n(profileRoles)];
      });
    const before = await counts();
    expect(before).toEqual([2, 7, 12, 9, 9]);
    await identityService.seedDemo!(env.deps, 'tenants');
    await identityService.seedDemo!(env.deps, 'access');
    expect(await counts()).toEqual(before);
  });

  it('types every demo profile, the substitute as a Substitute profile type', async () => {
    // the published view answers inside a pool only
    const rows = [];
    for (const pool of [env.poolIds.demo, env.poolIds.noord]) {
      rows.push(
        ...(await env.deps.db.withPool(pool, (tx) =>
          tx
            .select({ account: accounts.username, type: profileTypeDirectory.type })
            .from(profiles)
            .innerJoin(accounts, eq(accounts.id, profiles.accountId))
            .leftJoin(profileTypeDirectory, eq(profileTypeDirectory.id, profiles.profileTypeId)),
        )),
      );
    }
    expect(rows.every((r) => r.type !== null)).toBe(true);
    expect(rows.find((r) => r.account === 'invaller')?.type).toBe('substitute');
  });

  it('rejects an expired access token', async () => {
    const session = await login(env.server, 'school');
    env.deps.clock.advance(3600 * 1000 + 1000);
    const res = await get('/api/auth/current-pool', session.token);
    expect(res.status).toBe(401);
    expect(res.body.meta.messages[0].message).toBe(Messages.tokenExpired);
  });
});
