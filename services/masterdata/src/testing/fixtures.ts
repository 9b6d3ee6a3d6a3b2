import { Permission } from '@app/contracts';
import { createTestDeps, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branchTypes } from '../db/schema';
import { BRANCH_TYPES } from '../demo/demo-data';
import { masterdataService } from '../index';
import { createIdentityContract } from './identity-contract';

/** Starting PGlite and migrating can take long on a busy machine; the setup gets its own budget. */
export const SETUP_TIMEOUT_MS = 120_000;

/** One migrated database and one server per test file (beforeAll), as the repo's tests do. */
export async function startMasterdata(): Promise<{ deps: TestDeps; server: TestServer }> {
  const deps = await createTestDeps([masterdataService]);
  await createIdentityContract(deps);
  const server = await startTestServer(masterdataService.createApp(deps));
  return { deps, server };
}

/** The demo branch types (board > school > location) in a pool; returns their ids by name. */
export async function seedBranchTypes(deps: TestDeps, poolId: number, single: string[] = []) {
  const rows = await deps.db.withSystem((tx) =>
    tx
      .insert(branchTypes)
      .values(BRANCH_TYPES.map((t) => ({ ...t, poolId, singlePerParent: single.includes(t.name) })))
      .returning({ id: branchTypes.id, name: branchTypes.name }),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<'board' | 'school' | 'location', number>;
}

/**
 * A token of a finished profile in the pool holding exactly the given rights, seeing the whole
 * pool; tests of the personal filter make their own branch-bound tokens.
 */
export const tokenWith = (deps: TestDeps, poolId: number, ...allow: string[]) =>
  testToken(deps, { pool_id: poolId, allow, username: `user-${poolId}`, view_entire_pool: true });

export const NOT_ENOUGH = 'Not enough permissions';
export { Permission };
