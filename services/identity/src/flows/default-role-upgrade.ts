import { DEFAULT_ROLES, type DefaultRole } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { accountsHoldingRoles } from '../store/accounts';
import { grantedDefaults, recordGrants } from '../store/default-role-grants';
import { listPools } from '../store/pools';
import { lockPoolRoles, setRoleAllow } from '../store/roles';
import { announceVersions, bumpVersions } from './token-versions';

export interface RoleUpgrade {
  roleId: number;
  code: string;
  added: string[];
}

/**
 * Gives the pool's default roles the catalogue rights they were never given (ADR 0111), inside the
 * caller's `withPool` transaction. A right is given once: one an administrator took away later, or
 * put on the role's deny list, stays away. A role without any record yet (seeded before this step)
 * counts what it holds as given, so everything else of its default is given now, once. The
 * role rows are locked, so two identity processes starting together give nothing twice.
 */
export async function upgradeDefaultRoles(tx: Tx, poolId: number, catalogue: DefaultRole[] = DEFAULT_ROLES): Promise<RoleUpgrade[]> {
  const stored = await lockPoolRoles(tx, poolId);
  const granted = await grantedDefaults(tx, poolId);
  const upgrades: RoleUpgrade[] = [];
  for (const def of catalogue) {
    const role = stored.find((r) => r.code === def.code);
    if (!role || def.allow.length === 0) continue;
    const given = granted.get(def.code) ?? new Set<string>();
    const baseline = granted.has(def.code) ? [] : def.allow.filter((p) => role.allow.includes(p));
    for (const p of baseline) given.add(p);
    const missing = def.allow.filter((p) => !given.has(p));
    const added = missing.filter((p) => !role.allow.includes(p) && !role.deny.includes(p));
    if (added.length) {
      await setRoleAllow(tx, poolId, role.id, [...role.allow, ...added]);
      upgrades.push({ roleId: role.id, code: def.code, added });
    }
    await recordGrants(tx, poolId, def.code, [...baseline, ...missing]);
  }
  return upgrades;
}

/**
 * At identity's start: every pool's default roles get the rights added to the catalogue since; the
 * holders' tokens end, so their sessions renew with the new rights at the next request.
 */
export async function upgradeAllPools(deps: ServiceDeps): Promise<RoleUpgrade[]> {
  const pools = await deps.db.withSystem((tx) => listPools(tx, null));
  const all: RoleUpgrade[] = [];
  for (const pool of pools) {
    const upgrades = await deps.db.withPool(pool.id, async (tx) => {
      const done = await upgradeDefaultRoles(tx, pool.id);
      return {
        done,
        bumped: await bumpVersions(
          tx,
          await accountsHoldingRoles(
            tx,
            done.map((u) => u.roleId),
          ),
        ),
      };
    });
    await announceVersions(deps, upgrades.bumped);
    for (const u of upgrades.done) deps.log.info({ pool: pool.url, role: u.code, added: u.added }, 'default role given new rights');
    all.push(...upgrades.done);
  }
  return all;
}
