import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { testToken } from '@app/service-kit/testing';
import { branches } from '../db/schema';
import { Permission, seedBranchTypes, startMasterdata, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  await seedBranchTypes(deps, 2);
  await deps.db.withSystem(async (tx) => {
    const [board] = await tx.insert(branches).values({ poolId: 1, name: 'Stichting Demo', branchTypeId: types.board }).returning();
    const [school] = await tx
      .insert(branches)
      .values({ poolId: 1, name: 'De Regenboog', branchTypeId: types.school, parentId: board!.id })
      .returning();
    const [location] = await tx
      .insert(branches)
      .values({ poolId: 1, name: 'Regenboog dependance', branchTypeId: types.location, parentId: school!.id })
      .returning();
    Object.assign(ids, { board: board!.id, school: school!.id, location: location!.id });
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const rights = [Permission.PERSON_ALL, Permission.REPORT_VIEW];
const levelFor = async (poolId: number, branchId: number | null) => {
  const token = await testToken(deps, { pool_id: poolId, allow: rights, branch_id: branchId, view_entire_pool: true });
  const res = await server.call('GET', '/api/template-page/person', { token });
  expect(res.status).toBe(200);
  return res.body.data.header.branch_type_level;
};

describe('the branch type level of the list header (FILTER-05, GAP-22)', () => {
  it("is the level of the profile's branch type: board 1, school 2, location 3", async () => {
    expect(await levelFor(1, ids.board!)).toBe(1);
    expect(await levelFor(1, ids.school!)).toBe(2);
    expect(await levelFor(1, ids.location!)).toBe(3);
  });

  it('is 0 for a profile bound to no branch, and for a branch of another pool', async () => {
    expect(await levelFor(1, null)).toBe(0);
    expect(await levelFor(2, ids.location!)).toBe(0);
  });

  it('sends the reports button with its appearance rule beside the level', async () => {
    const token = await testToken(deps, { pool_id: 1, allow: rights, branch_id: ids.school!, view_entire_pool: true });
    const res = await server.call('GET', '/api/template-page/person', { token });
    expect(res.body.data.header.elements).toContainEqual(
      expect.objectContaining({ component: 'Button', max_branch_type_levels: 2, props: expect.objectContaining({ to: '/reports' }) }),
    );
  });
});
