import { DEFAULT_ROLES } from '@app/contracts';
import type { SeedStage, ServiceDeps } from '@app/service-kit';
import { hashPassword } from '../domain/secrets';
import {
  branchIdByName,
  ensureAccount,
  ensurePool,
  ensureProfile,
  ensureRoles,
  personIdByEmail,
  poolIdByUrl,
  profileTypeIdByName,
} from '../store/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_POOLS } from './demo-data';

/**
 * Demo data, safe to run on every start. 'tenants': the pools. 'access' (after masterdata's
 * 'data'): default roles per pool, the demo accounts and their profiles. A profile whose person or
 * branch masterdata did not create is skipped with a warning.
 */
export async function seedDemo(deps: ServiceDeps, stage: SeedStage): Promise<void> {
  if (stage === 'tenants') {
    await deps.db.withSystem(async (tx) => {
      for (const pool of DEMO_POOLS) await ensurePool(tx, pool);
    });
    return;
  }
  if (stage !== 'access') return;

  const poolIds = new Map<string, number>();
  const roleIds = new Map<string, Map<string, number>>();
  for (const { url } of DEMO_POOLS) {
    const poolId = await deps.db.withSystem((tx) => poolIdByUrl(tx, url));
    if (poolId === null) {
      deps.log.warn({ pool: url }, 'demo pool missing; skipped');
      continue;
    }
    poolIds.set(url, poolId);
    roleIds.set(url, await deps.db.withPool(poolId, (tx) => ensureRoles(tx, poolId, DEFAULT_ROLES)));
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const accountId = await deps.db.withSystem((tx) =>
      ensureAccount(tx, { username: account.username, email: account.email, isSysadmin: account.isSysadmin, passwordHash }),
    );
    for (const p of account.profiles) {
      const poolId = poolIds.get(p.pool);
      const roleId = roleIds.get(p.pool)?.get(p.role);
      if (poolId === undefined || roleId === undefined) continue;
      await deps.db.withPool(poolId, async (tx) => {
        const personId = await personIdByEmail(tx, poolId, p.personEmail);
        const branchId = await branchIdByName(tx, poolId, p.branch);
        if (personId === null || branchId === null) {
          deps.log.warn(
            { account: account.username, pool: p.pool, person: p.personEmail, branch: p.branch },
            'demo profile skipped: person or branch missing in masterdata',
          );
          return;
        }
        const profileTypeId = await profileTypeIdByName(tx, poolId, p.profileType);
        await ensureProfile(tx, { poolId, accountId, personId, branchId, roleId, profileTypeId });
      });
    }
  }
}
