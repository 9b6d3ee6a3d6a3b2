import { Permission } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { createTestDeps, startTestServer, testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches, branchTypes } from '../db/schema';
import { BRANCH_TYPES } from '../demo/demo-data';
import { masterdataService } from '../index';
import { createIdentityContract } from './identity-contract';
import { createStaffingContract } from './staffing-contract';

/** Starting PGlite and migrating can take long on a busy machine; the setup gets its own budget. */
export const SETUP_TIMEOUT_MS = 120_000;

/** One migrated database and one server per test file (beforeAll), as the repo's tests do. */
export async function startMasterdata(): Promise<{ deps: TestDeps; server: TestServer }> {
  const deps = await createTestDeps([masterdataService]);
  await createIdentityContract(deps);
  await createStaffingContract(deps);
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

type BranchTypeIds = Awaited<ReturnType<typeof seedBranchTypes>>;

/** The demo branch types and one school, De Regenboog, in a pool; returns the school's id. */
export async function seedSchool(deps: TestDeps, poolId: number): Promise<number> {
  const types = await seedBranchTypes(deps, poolId);
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(branches).values({ poolId, name: 'De Regenboog', branchTypeId: types.school }).returning({ id: branches.id }),
  );
  return row!.id;
}

/**
 * The demo tree in pool 1 for the personal-filter tests: a board with two schools, De Regenboog
 * with a location below it; returns the branch ids by name.
 */
export async function seedBranchTree(tx: Tx, types: BranchTypeIds): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const add = async (name: string, branchTypeId: number, parentId: number | null) => {
    const [row] = await tx.insert(branches).values({ poolId: 1, name, branchTypeId, parentId }).returning({ id: branches.id });
    ids[name] = row!.id;
  };
  await add('Stichting Demo Bestuur', types.board, null);
  await add('De Regenboog', types.school, ids['Stichting Demo Bestuur']!);
  await add('De Regenboog dependance Oost', types.location, ids['De Regenboog']!);
  await add('Het Kompas', types.school, ids['Stichting Demo Bestuur']!);
  return ids;
}

/**
 * A token of a finished profile in the pool holding exactly the given rights, seeing the whole
 * pool; tests of the personal filter make their own branch-bound tokens.
 */
export const tokenWith = (deps: TestDeps, poolId: number, ...allow: string[]) =>
  testToken(deps, { pool_id: poolId, allow, username: `user-${poolId}`, view_entire_pool: true });

export const NOT_ENOUGH = 'Not enough permissions';
export { Permission };
