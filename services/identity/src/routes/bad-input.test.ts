import { eq, and } from 'drizzle-orm';
import { describeBadInput, rowCounts } from '@app/service-kit/testing';
import { roles } from '../db/schema';
import { identityService } from '../index';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

/** Identity's write routes against generated invalid bodies, as demo's sysadmin. */
let env: IdentityEnv;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  env = await startIdentityEnv();
  token = (await login(env.server, 'admin', { pool: 'demo' })).token;
  const [role] = await env.deps.db.withPool(env.poolIds.demo, (tx) =>
    tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.poolId, env.poolIds.demo), eq(roles.code, 'ROLE_BOARD'))),
  );
  ids.role = role!.id;
}, 120_000);

afterAll(() => env.close());

describeBadInput(identityService.api, () => ({
  server: env.server,
  token,
  // a role, a pool and an account that exist, so the body is what the route judges
  pathOf: (path) =>
    path
      .replace('/role/:id', `/role/${ids.role}`)
      .replace('/pool/:id/profile', `/pool/${env.poolIds.demo}/profile`)
      .replace('/pool/:id', `/pool/${env.poolIds.demo}`)
      .replace('/account/:id', '/account/1')
      .replace(':token', 'x'.repeat(43)),
  counts: () => rowCounts(env.deps.db, ['identity']),
}));
